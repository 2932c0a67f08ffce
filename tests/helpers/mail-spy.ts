/**
 * What the routes queue for e-mail, in a test file that puts this in place of the real
 * queue: `vi.mock('~/server/core/mail/notify', () => import('~test/mail-spy').then((m) => m.notifySpy))`.
 * `mail.fail` makes queueing throw, as an outbox that cannot be written would.
 */
export const mail = { calls: [] as unknown[], fail: false };

export const notifySpy = {
  queueMailEvent: async (_deps: unknown, event: unknown) => {
    mail.calls.push(event);
    if (mail.fail) throw new Error('outbox unavailable');
  },
};

/** Forgets what was queued and lets queueing work again (the file's `beforeEach`). */
export function resetMailSpy() {
  mail.calls.length = 0;
  mail.fail = false;
}
