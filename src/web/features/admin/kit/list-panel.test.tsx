import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { ListPanel, LoadFailed, StatusField } from './list-panel';

const panel = {
  failedText: 'The list could not be loaded.',
  count: '41 donors',
  empty: 'No donors yet',
  onPage: () => undefined,
};

describe('ListPanel', () => {
  it('shows the count, the rows in their frame and the page links', async () => {
    const html = await renderAdmin(
      <ListPanel {...panel} failed={false} countTestId="donor-count" isEmpty={false} page={2} pages={3}>
        <table />
      </ListPanel>,
    );
    expect(html).toMatch(/^<p class="text-sm text-slate-700" data-testid="donor-count">41 donors<\/p>/);
    expect(html).toMatch(/<div class="[^"]*rounded-xl[^"]*"><table><\/table><\/div>/);
    expect(html).not.toContain('No donors yet');
    expect(html).toContain('Page 2 of 3');
  });

  it('says what an empty list says instead of the rows, and never a page past the last', async () => {
    const html = await renderAdmin(
      <ListPanel {...panel} failed={false} isEmpty page={5} pages={2}>
        <table />
      </ListPanel>,
    );
    expect(html).toContain('No donors yet</p></div>');
    expect(html).not.toContain('<table>');
    expect(html).toContain('Page 2 of 2');
  });

  it('says the list could not be read, as an alert, and nothing else', async () => {
    const html = await renderAdmin(
      <ListPanel {...panel} failed isEmpty={false} page={1} pages={3}>
        <table />
      </ListPanel>,
    );
    expect(html).toMatch(
      /^<div role="alert" class="[^"]*"><p class="font-semibold">The list could not be loaded.<\/p><\/div>$/,
    );
  });
});

describe('StatusField', () => {
  it('is a labelled select of the statuses, "all" first, the current one selected', async () => {
    const html = await renderAdmin(
      <StatusField
        label="Status"
        value="paid"
        onChange={() => undefined}
        statuses={['pending', 'paid']}
        name={(s) => ({ all: 'All', pending: 'Pending', paid: 'Paid' })[s] ?? s}
      />,
    );
    const id = /<label for="([^"]+)"[^>]*>Status<\/label>/.exec(html)?.[1];
    expect(html).toContain(`<select id="${id}"`);
    const options = [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      Boolean(m[2]),
      m[3],
    ]);
    expect(options).toEqual([
      ['all', false, 'All'],
      ['pending', false, 'Pending'],
      ['paid', true, 'Paid'],
    ]);
  });
});

describe('LoadFailed', () => {
  it('is an alert with its title and a button to read the data again', async () => {
    const html = await renderAdmin(<LoadFailed title="Could not load" retry="Retry" onRetry={() => undefined} />);
    expect(html).toMatch(
      /^<div role="alert" [^>]*><p class="font-semibold">Could not load<\/p><div class="mt-1"><button type="button"[^>]*>Retry<\/button><\/div><\/div>$/,
    );
  });
});
