import { createHash } from 'node:crypto';

/** Where the boot files are served: `/_boot/<sha256 of the text, 24 hex>.js`. */
export const BOOT_PATH = '/_boot/';

interface BootFile {
  body: Buffer;
}

/**
 * React Router's boot scripts of public pages (the page's data and its module
 * bootstrap), taken out of the HTML by defer-hydration.ts and served as files named by
 * their content: the page stays small and quick to parse, and the browser fetches a
 * page's data only on the first interaction, from its cache when the page is unchanged.
 *
 * Only the files of pages anyone would get at the same address (an anonymous visitor's
 * GET whose page may be stored by shared caches; page-render.ts): they are served to
 * whoever asks by name, and cached for a year by browsers and shared caches.
 *
 * Kept in memory, most recently used first, up to `maxBytes`. A file asked for that is
 * not here (evicted, or rendered by another instance) is rebuilt by rendering its page
 * again (boot-route.ts).
 */
export class BootFiles {
  private readonly files = new Map<string, BootFile>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** Stores a script's text and answers its address. */
  put(text: string): string {
    const name = `${createHash('sha256').update(text).digest('hex').slice(0, 24)}.js`;
    const known = this.files.get(name);
    if (known) {
      this.files.delete(name);
      this.files.set(name, known);
    } else {
      const body = Buffer.from(text, 'utf8');
      this.files.set(name, { body });
      this.bytes += body.length;
      for (const [oldest, file] of this.files) {
        if (this.bytes <= this.maxBytes) break;
        this.files.delete(oldest);
        this.bytes -= file.body.length;
      }
    }
    return BOOT_PATH + name;
  }

  get(name: string): BootFile | undefined {
    const file = this.files.get(name);
    if (file) {
      this.files.delete(name);
      this.files.set(name, file);
    }
    return file;
  }
}
