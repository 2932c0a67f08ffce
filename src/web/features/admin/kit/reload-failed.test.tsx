import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ReloadFailed } from './reload-failed';

describe('ReloadFailed', () => {
  it('says the data could not be read, as an alert with a button to read it again', async () => {
    const html = await renderAdmin(<ReloadFailed title="The gifts could not be loaded." />);
    expect(html).toMatch(
      /^<div role="alert" class="[^"]*"><p class="font-semibold">The gifts could not be loaded.<\/p>/,
    );
    expect(html).toMatch(/<button type="button" class="[^"]*text-red-800[^"]*mt-2">Try Again<\/button><\/div><\/div>$/);
  });
});
