import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { useEditor } from './use-editor';

type Gift = { _id: string; name: string };
type Editor = ReturnType<typeof useEditor<Gift>>;
const goat: Gift = { _id: 'g-1', name: 'Goat' };

/**
 * The editor after `steps`, each run on the editor of the render before (React renders a
 * component again at once when its state is set while it renders, on the server too).
 */
function Probe({ steps }: { steps: ((editor: Editor) => void)[] }) {
  const editor = useEditor<Gift>();
  const [step, setStep] = useState(0);
  const next = steps[step];
  if (next) {
    next(editor);
    setStep(step + 1);
  }
  return <p id={editor.formId}>{JSON.stringify({ isOpen: editor.isOpen, record: editor.record, key: editor.key })}</p>;
}

const stateAfter = async (steps: ((editor: Editor) => void)[]) => {
  const html = await renderAdmin(<Probe steps={steps} />);
  const [, formId, json] = /^<p id="([^"]+)">(.*)<\/p>$/.exec(html.replaceAll('&quot;', '"')) ?? [];
  expect(formId).toBeTruthy();
  return JSON.parse(json ?? 'null') as { isOpen: boolean; record: Gift | null; key: string };
};

describe('useEditor', () => {
  it('starts closed', async () => {
    expect(await stateAfter([])).toEqual({ isOpen: false, record: null, key: '' });
  });

  it('opens to add (no record) or to edit a record, its form keyed by what it edits', async () => {
    expect(await stateAfter([(e) => e.open('new')])).toEqual({ isOpen: true, record: null, key: 'new' });
    expect(await stateAfter([(e) => e.open(goat)])).toEqual({ isOpen: true, record: goat, key: 'g-1' });
    expect(await stateAfter([(e) => e.open(goat), (e) => e.close()])).toEqual({ isOpen: false, record: null, key: '' });
  });

  it('toggles between closed and adding, and closes an open edit', async () => {
    expect(await stateAfter([(e) => e.toggle()])).toMatchObject({ isOpen: true, key: 'new' });
    expect(await stateAfter([(e) => e.toggle(), (e) => e.toggle()])).toMatchObject({ isOpen: false });
    expect(await stateAfter([(e) => e.open(goat), (e) => e.toggle()])).toMatchObject({ isOpen: false });
  });

  it('closes with the record deleted, and only with it', async () => {
    expect(await stateAfter([(e) => e.open(goat), (e) => e.closeIf('g-1')])).toMatchObject({ isOpen: false });
    expect(await stateAfter([(e) => e.open(goat), (e) => e.closeIf('g-2')])).toMatchObject({ key: 'g-1' });
    expect(await stateAfter([(e) => e.open('new'), (e) => e.closeIf('new')])).toMatchObject({ key: 'new' });
  });
});
