import { describe, expect, it } from 'vitest';
import { renderAdmin } from '~test/render-admin';
import { IconButton } from './button';
import { IntentForm, PostedAlert, useIntentPost } from './intent-post';

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
