/**
 * Runs in the browser: the inline loader that public pages carry instead of React
 * Router's boot (decision 007). Type-checked with the project; compiled to a small
 * ES2017 inline script by `inlineBootLoader()` (inline-boot-loader.ts), so it may
 * import only what bundles for a browser (src/shared constants).
 *
 * On the first interaction it restores the module preloads React Router would have
 * sent (read from its own `data-preloads`, so the script's text, and so its CSP hash,
 * is the same on every page) and re-creates the inert boot scripts in order.
 */
import {
  BOOT_REPLAY_ATTRIBUTE as REPLAY,
  BOOT_TRIGGERS,
  CART_STORAGE_KEY,
  DEFERRED_SCRIPT_TYPE,
  HYDRATED_EVENT,
  LINK_FALLBACK_MS,
} from '~/shared/boot';

/** localStorage keys whose presence means the page has something to show at once. */
const EAGER_STORAGE_KEYS = [CART_STORAGE_KEY];

export function bootOnInteraction(): void {
  const doc = document;
  const preloads = JSON.parse(doc.currentScript?.getAttribute('data-preloads') ?? '[]') as string[];
  const listening = { capture: true, passive: true };
  let started = false;
  let hydrated = false;
  /** Buttons tapped before React ran, replayed once it has. */
  const tapped: HTMLButtonElement[] = [];
  /** A stand-in link tapped before React ran: its key and where it leads. */
  let held: { key: string; href: string } | null = null;
  let fallback = 0;

  const boot = () => {
    if (started) return;
    started = true;
    BOOT_TRIGGERS.forEach((type) => window.removeEventListener(type, boot, listening));
    preloads.forEach((href) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    });
    doc.querySelectorAll<HTMLScriptElement>(`script[type="${DEFERRED_SCRIPT_TYPE}"]`).forEach((inert) => {
      const live = doc.createElement('script');
      const type = inert.getAttribute('data-type');
      if (type) live.type = type;
      live.text = inert.text;
      inert.replaceWith(live);
    });
  };

  const follow = () => {
    if (!held) return;
    const { href } = held;
    held = null;
    location.href = href;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (hydrated || !(target instanceof Element)) return;
    const link = target.closest<HTMLAnchorElement>(`a[${REPLAY}]`);
    if (link) {
      // A click meant to open a new tab or window is the browser's, as ever.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      held = { key: link.getAttribute(REPLAY) ?? '', href: link.href };
      boot();
      clearTimeout(fallback);
      fallback = window.setTimeout(follow, LINK_FALLBACK_MS);
      return;
    }
    const button = target.closest('button');
    if (button && button.type === 'button') tapped.push(button);
  };

  const onHydrated = () => {
    hydrated = true;
    doc.removeEventListener('click', onClick, true);
    tapped.splice(0).forEach((button) => {
      if (button.isConnected && !button.disabled) button.click();
    });
    if (!held) return;
    clearTimeout(fallback);
    // React may render the stand-in's button a few frames after hydration.
    let frames = 0;
    const replay = () => {
      const key = held?.key;
      const buttons = Array.from(doc.querySelectorAll<HTMLButtonElement>(`button[${REPLAY}]`));
      const button = buttons.filter((b) => b.getAttribute(REPLAY) === key).pop();
      if (button) {
        held = null;
        button.click();
      } else if (frames++ < 60) requestAnimationFrame(replay);
      else follow();
    };
    replay();
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });

  let eager = false;
  try {
    const stored = (key: string) => {
      const value = localStorage.getItem(key);
      return !!value && value !== '[]';
    };
    const state = history.state as { usr?: unknown } | null;
    eager = EAGER_STORAGE_KEYS.some(stored) || !!state?.usr;
  } catch {
    // Storage refused (a private window's settings): boot on interaction.
  }
  if (eager) boot();
  else BOOT_TRIGGERS.forEach((type) => window.addEventListener(type, boot, listening));
}
