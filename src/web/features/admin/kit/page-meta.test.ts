import { describe, expect, it } from 'vitest';
import { adminPageMeta } from './page-meta';

const adminResources = {
  admin: { messages: { title: 'Messages' } },
  adminContent: { gifts: { title: 'Gifts catalogue' } },
};
const root = { id: 'root', loaderData: { site: { org: { name: 'Hope House' } } } };
const layout = {
  id: 'admin',
  loaderData: { adminResources },
  meta: [{ name: 'robots', content: 'noindex' }, { title: 'Dashboard' }],
};

describe('adminPageMeta', () => {
  it('keeps the layout’s tags but its title, and titles the page from the catalogue with the organisation', () => {
    expect(adminPageMeta([root, layout, undefined], 'messages.title')).toEqual([
      { name: 'robots', content: 'noindex' },
      { title: 'Messages | Hope House' },
    ]);
    expect(adminPageMeta([root, layout], 'gifts.title', 'adminContent')).toContainEqual({
      title: 'Gifts catalogue | Hope House',
    });
  });

  it('falls back to the key for a missing text, and to the bare title without an organisation', () => {
    expect(adminPageMeta([root, layout], 'messages.missing')).toContainEqual({
      title: 'messages.missing | Hope House',
    });
    expect(adminPageMeta([root, layout], 'messages')).toContainEqual({ title: 'messages | Hope House' });
    expect(adminPageMeta([layout], 'messages.title')).toEqual([
      { name: 'robots', content: 'noindex' },
      { title: 'Messages' },
    ]);
    expect(adminPageMeta([], 'messages.title')).toEqual([{ title: 'messages.title' }]);
  });
});
