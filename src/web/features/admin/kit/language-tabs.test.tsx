import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { LanguageTabs } from './language-tabs';

const tabsOf = (html: string) => [...html.matchAll(/<button [^>]*role="tab"[^>]*>.*?<\/button>/g)].map((m) => m[0]);
const panelsOf = (html: string) => [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((m) => m[0]);

describe('LanguageTabs', () => {
  it('is a named tab list of the three languages, the selected one in the tab order', async () => {
    const html = await renderAdmin(
      <LanguageTabs selected="rw" onSelect={() => undefined} panel={(lang) => <input name={`title-${lang}`} />} />,
    );
    expect(html).toMatch(/^<div><div role="tablist" aria-label="Language of the text"/);
    const [en, rw, fr] = tabsOf(html);
    expect(tabsOf(html)).toHaveLength(3);
    expect(en).toMatch(/aria-selected="false"[^>]*tabindex="-1" lang="en"/);
    expect(rw).toMatch(/aria-selected="true"[^>]*tabindex="0" lang="rw"/);
    expect(fr).toMatch(/aria-selected="false"[^>]*tabindex="-1" lang="fr"/);
    expect(en).toContain('>English</button>');
  });

  it('ties each tab to its panel, only the selected panel shown and filled', async () => {
    const html = await renderAdmin(
      <LanguageTabs selected="fr" onSelect={() => undefined} panel={(lang) => <input name={`title-${lang}`} />} />,
    );
    const tabs = tabsOf(html);
    const panels = panelsOf(html);
    expect(panels).toHaveLength(3);
    panels.forEach((panel, i) => {
      const controls = /aria-controls="([^"]+)"/.exec(tabs[i] ?? '')?.[1];
      const tabId = /id="([^"]+)"/.exec(tabs[i] ?? '')?.[1];
      expect(panel).toContain(`id="${controls}"`);
      expect(panel).toContain(`aria-labelledby="${tabId}"`);
      expect(panel.includes('hidden=""')).toBe(i !== 2);
    });
    expect(html).toContain('<input name="title-fr"/>');
    expect(html).not.toContain('title-en');
    expect(html).not.toContain('title-rw');
  });

  it('says a translation is optional, but not on the English panel', async () => {
    const optional = 'Optional. Where a field is left empty, visitors see the English text.';
    const english = await renderAdmin(<LanguageTabs selected="en" onSelect={() => undefined} panel={() => 'fields'} />);
    expect(english).not.toContain(optional);
    const french = await renderAdmin(
      <LanguageTabs selected="fr" onSelect={() => undefined} panel={() => 'fields'} panelClassName="grid gap-4" />,
    );
    expect(french).toContain(`<div role="tabpanel"`);
    expect(french).toMatch(new RegExp(`class="pt-4 grid gap-4"><p class="[^"]*">${optional}</p>fields</div>`));
  });

  it('marks a tab whose fields hold an error, in words for screen readers', async () => {
    const html = await renderAdmin(
      <LanguageTabs selected="en" onSelect={() => undefined} panel={() => null} invalid={{ rw: true }} />,
    );
    const [en, rw, fr] = tabsOf(html);
    expect(rw).toContain('text-red-700');
    expect(rw).toContain('Ikinyarwanda<span class="sr-only"> (has errors)</span></button>');
    for (const tab of [en, fr]) {
      expect(tab).not.toContain('text-red-700');
      expect(tab).not.toContain('has errors');
    }
  });
});
