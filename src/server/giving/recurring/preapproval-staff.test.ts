import { describe, expect, it } from 'vitest';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { preapprovalSite } from '~test/preapproval';
import { CANCEL_TRIES_BEFORE_STAFF } from './preapproval-pass';

/**
 * Staff told of a MoMo pre-approval that needs them (issue 43): a cancellation MTN does
 * not confirm. (An approval that ended is told in preapproval.test.ts's renewal and stop.)
 */
const site = preapprovalSite(301_000);
const { db, rowsOf, planOf, staffMail, asked, pass, approved } = site;

describe('MoMo pre-approval: staff told', () => {
  it('a cancellation MTN does not confirm is asked again every 5 minutes; after an hour staff are told, once', async () => {
    const a = await approved('cancel-fails@example.org');
    // MTN fails the stop's own try and the next 12, 5 minutes apart (the first pass comes before the first retry is due).
    site.live.momo.fault(`/collection/v1_0/preapproval/${a.ref}`, 'server-error', CANCEL_TRIES_BEFORE_STAFF + 1);
    const token = signGivingToken('cancel-fails@example.org', await givingSecret(db()));
    const res = await site.live.s.request(`/api/giving/plans/${a.plan.id}`, {
      method: 'POST',
      json: { token, action: 'stop-automatic' },
    });
    expect(res.status).toBe(200);
    // The stop itself tried once; the plan is back to prompts at once, whatever MTN says.
    expect(await planOf(a.plan.id)).toMatchObject({ preapprovalStatus: 'cancelled' });
    const start = Date.now() + 60_000;
    for (let i = 0; i < CANCEL_TRIES_BEFORE_STAFF + 1; i++) {
      await pass(new Date(start + i * 5 * 60_000 + 1000));
      if (i < CANCEL_TRIES_BEFORE_STAFF - 2) expect(await staffMail('cancel-failing', a.ref)).toHaveLength(0);
    }
    const deletes = asked(`/collection/v1_0/preapproval/${a.ref}`, 'DELETE');
    expect(deletes.length).toBeGreaterThanOrEqual(CANCEL_TRIES_BEFORE_STAFF);
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ status: 'cancelling' });
    const told = await staffMail('cancel-failing', a.ref);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(a.ref);
    // MTN answers again: cancelled, and nothing more is told.
    await pass(new Date(start + (CANCEL_TRIES_BEFORE_STAFF + 3) * 5 * 60_000));
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ status: 'cancelled' });
    expect(await staffMail('cancel-failing', a.ref)).toHaveLength(1);
  });
});
