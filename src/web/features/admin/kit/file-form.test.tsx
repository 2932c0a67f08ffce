import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { importContracts } from '~/shared/contracts/imports';
import { translationContracts } from '~/shared/contracts/translations';
import { renderAdmin } from '~test/render-admin';
import { FileForm, PhotosField } from './file-form';

/** The API routes the screens post files to, drawn from their contracts. */
const PHOTOS = contractPath(translationContracts.addPhotos, { id: 'c-1' });
const IMPORT = contractPath(importContracts.run);

describe('FileForm', () => {
  it('posts its files as multipart to the API route, sending the browser back to this screen', async () => {
    const html = await renderAdmin(
      <FileForm action={PHOTOS} aria-label="Child news">
        <button type="submit">Send</button>
      </FileForm>,
      'http://localhost/dashboard/children/c-1?tab=news',
    );
    const form = /^<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PHOTOS}"`);
    expect(form).toMatch(/encType="multipart\/form-data"/i);
    expect(form).toContain('aria-label="Child news"');
    expect(html).toMatch(
      /^<form [^>]*><input type="hidden" name="returnTo" value="\/dashboard\/children\/c-1"\/><button type="submit">Send<\/button><\/form>$/,
    );
  });

  it('sends the browser back where it is told', async () => {
    const html = await renderAdmin(<FileForm action={IMPORT} returnTo="/dashboard/imports?step=2" />);
    expect(html).toContain('<input type="hidden" name="returnTo" value="/dashboard/imports?step=2"/>');
  });
});

describe('PhotosField', () => {
  it('is a labelled file input of several images named "photos", what it takes said under it', async () => {
    const html = await renderAdmin(<PhotosField label="Photos" hint="JPEG or PNG, 5 MB each" required />);
    const id = /<label for="([^"]+)"[^>]*>Photos<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`id="${id}"`);
    expect(input).toContain('name="photos"');
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="image/*"');
    expect(input).toContain('multiple=""');
    expect(input).toContain('required=""');
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(`<p id="${id}-hint" class="mt-1 text-sm text-slate-600">JPEG or PNG, 5 MB each</p>`);
    expect(await renderAdmin(<PhotosField label="Photos" hint="Images" />)).not.toContain('required');
  });
});
