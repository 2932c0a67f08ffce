import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { AddButton, Button, buttonClass, IconButton, RowButton } from './button';

describe('buttonClass', () => {
  it('is a 44 px brand button by default, and carries the tone, size and extra classes asked for', () => {
    const plain = buttonClass();
    expect(plain).toContain('min-h-11');
    expect(plain).toContain('px-5');
    expect(plain).toContain('bg-brand-700 text-white');
    const small = buttonClass({ tone: 'destructive', size: 'sm', className: 'mt-2' });
    expect(small).toContain('px-4 text-sm');
    expect(small).toContain('bg-red-700 text-white');
    expect(small).not.toContain('bg-brand-700');
    expect(small.endsWith(' mt-2')).toBe(true);
    expect(buttonClass({ tone: 'link' })).not.toMatch(/\s$/);
  });
});

describe('Button', () => {
  it('is of type "button" unless told, with its label, state and the look of its tone', async () => {
    const html = await renderAdmin(
      <Button tone="danger" disabled aria-label="Delete Sewing">
        Delete
      </Button>,
    );
    expect(html).toBe(
      `<button type="button" class="${buttonClass({ tone: 'danger' })}" disabled="" aria-label="Delete Sewing">Delete</button>`,
    );
    expect(await renderAdmin(<Button type="submit">Save</Button>)).toMatch(
      /^<button type="submit"[^>]*>Save<\/button>$/,
    );
  });
});

describe('IconButton', () => {
  it('is named by its label (also its tooltip), a plain button unless a form’s submit', async () => {
    const html = await renderAdmin(<IconButton label="Edit Sewing">✎</IconButton>);
    expect(html).toMatch(
      /^<button type="button" aria-label="Edit Sewing" title="Edit Sewing" class="[^"]*text-brand-700[^"]*">✎<\/button>$/,
    );
    const danger = await renderAdmin(
      <IconButton label="Delete Sewing" type="submit" danger>
        ×
      </IconButton>,
    );
    expect(danger).toMatch(/^<button type="submit" aria-label="Delete Sewing"[^>]*class="[^"]*text-red-700[^"]*">/);
  });
});

describe('RowButton', () => {
  it('shows its word and tells screen readers the row it acts on', async () => {
    const html = await renderAdmin(<RowButton label="Edit" row="Sewing" tone="secondary" />);
    expect(html).toBe(
      `<button type="button" class="${buttonClass({ tone: 'secondary', size: 'sm', className: 'whitespace-nowrap' })}">Edit<span class="sr-only"> Sewing</span></button>`,
    );
  });
});

describe('AddButton', () => {
  const editor = { formId: 'gift-form', toggle: () => undefined };

  it('controls the form it opens, collapsed and saying "add" while the form is closed', async () => {
    const html = await renderAdmin(
      <AddButton editor={{ ...editor, isOpen: false }} add="Add a gift" cancel="Cancel" />,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="gift-form"');
    expect(html).toMatch(/>Add a gift<\/button>$/);
  });

  it('says "cancel", expanded, while the form is open', async () => {
    const html = await renderAdmin(<AddButton editor={{ ...editor, isOpen: true }} add="Add a gift" cancel="Cancel" />);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toMatch(/>Cancel<\/button>$/);
  });
});
