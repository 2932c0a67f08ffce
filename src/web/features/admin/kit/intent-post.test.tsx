import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { IconButton } from './button';
import { AskedAlert, IntentForm, PostedAlert, useIntentPost } from './intent-post';

const texts = { delete: { done: 'Deleted.', failed: 'Could not delete.' } };

describe('IntentForm', () => {
  it('is a form posted to the route’s action with its intent, record and fields, its button a submit', async () => {
    const html = await renderAdmin(
      <IntentForm intent="toggle" id="r-1" fields={{ isSponsored: 'true' }} onPost={() => undefined}>
        <IconButton type="submit" label="Mark Ana as sponsored">
          ⇄
        </IconButton>
      </IntentForm>,
    );
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/things" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="toggle"/>');
    expect(html).toContain('<input type="hidden" name="id" value="r-1"/>');
    expect(html).toContain('<input type="hidden" name="isSponsored" value="true"/>');
    expect(html).toMatch(/<button type="submit" aria-label="Mark Ana as sponsored"/);
  });

  it('keeps the page’s query in its address, so a plain post answers the same list', async () => {
    const html = await renderAdmin(
      <IntentForm intent="delete" id="r-2" onPost={() => undefined}>
        <button type="submit">Delete</button>
      </IntentForm>,
      'http://localhost/dashboard/things?q=boots&page=2',
    );
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/things\?q=boots&amp;page=2" method="post">/);
  });
});

describe('PostedAlert', () => {
  it('says nothing before a post, nor of another intent', async () => {
    expect(await renderAdmin(<PostedAlert answer={undefined} texts={texts} />)).toBe('');
    expect(
      await renderAdmin(<PostedAlert answer={{ ok: true, intent: 'settings', message: 'Saved.' }} texts={texts} />),
    ).toBe('');
  });

  it('says a plain post’s answer in the words its toast says', async () => {
    const done = await renderAdmin(
      <PostedAlert answer={{ ok: true, intent: 'delete', message: 'Gift deleted' }} texts={texts} />,
    );
    expect(done).toContain('role="status"');
    expect(done).toContain('Deleted.');
    const refused = await renderAdmin(
      <PostedAlert answer={{ ok: false, intent: 'delete', message: 'Gift not found' }} texts={texts} />,
    );
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('Could not delete.');
  });

  it('says the API’s message when the screen has no words of its own, a refusal’s reason too', async () => {
    const own = { pause: { failed: 'Could not change it.' } };
    const said = (answer: { ok: boolean; message: string | null }) =>
      renderAdmin(<PostedAlert answer={{ ...answer, intent: 'pause' }} texts={own} />);
    expect(await said({ ok: true, message: 'The plan is paused.' })).toContain('The plan is paused.');
    expect(await said({ ok: false, message: 'This plan is cancelled.' })).toContain('This plan is cancelled.');
    expect(await said({ ok: false, message: null })).toContain('Could not change it.');
    expect(await said({ ok: true, message: null })).toBe('');
  });
});

describe('PostedAlert, a post without its confirmation', () => {
  const ID = '11111111-1111-4111-8111-111111111111';
  const asked = { ok: false, intent: 'delete', message: null, confirm: true as const, id: ID };
  const ask = (id: string) =>
    id === ID ? { question: 'Delete this gift?', button: 'Delete Goat', about: 'A goat for a family' } : null;

  it('asks the screen’s question with a form posting the same intent and record confirmed', async () => {
    const html = await renderAdmin(<PostedAlert answer={asked} texts={{ delete: { ...texts.delete, ask } }} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Delete this gift?');
    expect(html).toContain('A goat for a family');
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/things" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="delete"/>');
    expect(html).toContain(`<input type="hidden" name="id" value="${ID}"/>`);
    expect(html).toContain('<input type="hidden" name="confirmed" value="yes"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>Delete Goat<\/button>/);
    expect(html).not.toContain('Could not delete.');
  });

  it('says the refusal instead for a record the page does not show, or a screen with no question', async () => {
    const gone = { ...asked, id: '22222222-2222-4222-8222-222222222222' };
    const unknown = await renderAdmin(<PostedAlert answer={gone} texts={{ delete: { ...texts.delete, ask } }} />);
    expect(unknown).toContain('Could not delete.');
    expect(unknown).not.toContain('name="confirmed"');
    expect(await renderAdmin(<PostedAlert answer={asked} texts={texts} />)).toContain('Could not delete.');
  });

  it('names the record to a screen reader after the button’s word, when asked to', async () => {
    const named = () => ({ question: 'Cancel the plan of Ana?', button: 'Cancel', named: 'Ana' });
    const html = await renderAdmin(<AskedAlert answer={asked} ask={named} />);
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel<span class="sr-only"> Ana<\/span><\/button>/);
  });

  it('is asked alone by AskedAlert, nothing for another answer', async () => {
    expect(await renderAdmin(<AskedAlert answer={asked} ask={ask} />)).toContain('name="confirmed" value="yes"');
    expect(await renderAdmin(<AskedAlert answer={{ ok: true, intent: 'delete', message: null }} ask={ask} />)).toBe('');
    expect(await renderAdmin(<AskedAlert answer={undefined} ask={ask} />)).toBe('');
  });
});

describe('useIntentPost', () => {
  it('renders on the server, idle', async () => {
    function Probe() {
      const { busy } = useIntentPost(() => undefined);
      return <p>{busy ? 'busy' : 'idle'}</p>;
    }
    expect(await renderAdmin(<Probe />)).toBe('<p>idle</p>');
  });
});
