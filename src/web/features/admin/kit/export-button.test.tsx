import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { buttonClass } from './button';
import { ExportButton } from './export-button';

describe('ExportButton', () => {
  it('is a small button with the download arrow and its label, named for screen readers when told', async () => {
    const html = await renderAdmin(
      <ExportButton
        download={() => undefined}
        label="Export CSV"
        busyLabel="Exporting…"
        ariaLabel="Export the donors as CSV"
      />,
    );
    expect(html).toMatch(
      new RegExp(
        `^<button type="button" class="${buttonClass({ size: 'sm' })}" aria-label="Export the donors as CSV">`,
      ),
    );
    expect(html).toMatch(/<svg [^>]*aria-hidden="true">.*<\/svg>Export CSV<\/button>$/);
    expect(html).not.toContain('Exporting…');
    expect(html).not.toContain('disabled=""');
  });

  it('is disabled when there is nothing to export', async () => {
    const html = await renderAdmin(<ExportButton download={() => undefined} label="Export CSV" disabled />);
    expect(html).toMatch(/^<button type="button" class="[^"]*" disabled="">/);
    expect(html).not.toContain('aria-label');
  });
});
