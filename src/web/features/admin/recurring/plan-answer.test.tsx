import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '~/shared/schemas/giving';
import { renderAdmin } from '~test/render-admin';
import { PlanAnswer } from './plan-answer';

const ID = '11111111-1111-4111-8111-111111111111';
const plan = (status: AdminPlan['status']) => ({ _id: ID, payerName: 'Ana Uwase', status }) as AdminPlan;
const render = (answer: Parameters<typeof PlanAnswer>[0]['answer'], plans: AdminPlan[] | null) =>
  renderAdmin(<PlanAnswer answer={answer} plans={plans} />, 'http://localhost/dashboard/recurring', ['recurring']);

describe('PlanAnswer', () => {
  it('says nothing before a post, nor of a kept plan’s month (its panel says it)', async () => {
    expect(await render(undefined, [])).toBe('');
    expect(await render({ ok: true, intent: 'record-month', message: 'Recorded.' }, [])).toBe('');
  });

  it('says a plain post’s answer: the API’s message, or the screen’s own when a refusal gave none', async () => {
    const done = await render({ ok: true, intent: 'pause', message: 'The plan is paused.' }, [plan('paused')]);
    expect(done).toContain('role="status"');
    expect(done).toContain('The plan is paused.');
    const refused = await render({ ok: false, intent: 'resume', message: null }, []);
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('The change could not be saved.');
    const because = await render({ ok: false, intent: 'pause', message: 'This plan is cancelled.' }, []);
    expect(because).toContain('role="alert"');
    expect(because).toContain('This plan is cancelled.');
  });

  it('asks for a cancelling’s confirmation with the form that confirms it', async () => {
    const asked = await render({ ok: false, intent: 'cancel', message: null, confirm: true, id: ID }, [plan('active')]);
    expect(asked).toContain('Cancel the monthly plan of Ana Uwase? This cannot be undone.');
    expect(asked).toMatch(/<form[^>]*action="\/dashboard\/recurring" method="post">/);
    expect(asked).toContain('<input type="hidden" name="intent" value="cancel"/>');
    expect(asked).toContain(`<input type="hidden" name="id" value="${ID}"/>`);
    expect(asked).toContain('<input type="hidden" name="confirmed" value="yes"/>');
    // Its button says whose plan to a screen reader (the browser's dialog had named it).
    expect(asked).toMatch(/<button type="submit"[^>]*>Cancel<span class="sr-only"> Ana Uwase<\/span><\/button>/);
    // A plan cancelled meanwhile, or one the list no longer has: the refusal, not the question.
    const gone = await render({ ok: false, intent: 'cancel', message: null, confirm: true, id: ID }, [
      plan('cancelled'),
    ]);
    expect(gone).not.toContain('name="confirmed"');
    expect(gone).toContain('The change could not be saved.');
  });
});
