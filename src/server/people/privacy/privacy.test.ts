import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { activityFor, expectError, expectJson, send } from '~test/api';
import type { PrivacyNoticeAnswer } from '~/shared/schemas/privacy-settings';
import type { SiteSettingsAnswer } from '~/shared/schemas/site-settings';

/**
 * The privacy notice (/api/privacy, shown at /privacy) and the retention periods, as
 * Site settings sections: a default notice in each language naming the
 * organisation, its processors, the rights and the NCSA; staff edit both.
 */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t), { env: { ORG_NAME: 'Hope Test', ORG_EMAIL: 'privacy@hope.rw' } });

const notice = async (lang: string) =>
  (await expectJson<PrivacyNoticeAnswer>(await s.request(`/api/privacy?lang=${lang}`), 200)).data;
const put = (section: string, body: unknown) => send(s, 'PUT', `/api/site/settings/${section}`, body, token);

describe('GET /api/privacy', () => {
  it('answers the default notice in each language, the organisation and the retention periods filled in', async () => {
    const en = await notice('en');
    expect(en.updatedAt).toBeNull();
    expect(en.text).toContain('Hope Test');
    expect(en.text).toContain('privacy@hope.rw');
    expect(en.text).not.toMatch(/\{\{\w+\}\}/);
    for (const word of ['MTN', 'Airtel', 'Flutterwave', 'NCSA', '48 hours', '/my-giving', '058/2021', '24 months'])
      expect(en.text).toContain(word);
    expect(en.retention).toEqual({
      contactMessagesMonths: 24,
      volunteerApplicationsMonths: 24,
      unconfirmedSubscriptionsDays: 30,
    });
    const fr = await notice('fr');
    const rw = await notice('rw');
    expect(fr.text).toContain('NCSA');
    expect(fr.text).not.toBe(en.text);
    expect(rw.text).toContain('NCSA');
    expect(rw.text).not.toBe(en.text);
    expect(rw.text).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe('the privacy and retention sections of Site settings', () => {
  it('are saved by staff, shown at once, and validated', async () => {
    expect((await s.request('/api/site/settings/privacy', { method: 'PUT', body: '{}' })).status).toBe(401);
    const text = { en: '## Who we are\n{{organisation}} keeps messages {{contactMonths}} months.', fr: '', rw: '' };
    await expectJson(await put('privacy', { text }), 200);
    await expectJson(
      await put('retention', {
        contactMessagesMonths: 12,
        volunteerApplicationsMonths: 6,
        unconfirmedSubscriptionsDays: 14,
      }),
      200,
    );
    const en = await notice('en');
    expect(en.text).toBe('## Who we are\nHope Test keeps messages 12 months.');
    expect(en.updatedAt).not.toBeNull();
    // An empty translation shows the English.
    expect((await notice('fr')).text).toBe(en.text);
    const all = await expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
    expect(all.data.retention.unconfirmedSubscriptionsDays).toBe(14);
    expect(Object.keys(all.saved).sort()).toEqual(['privacy', 'retention']);
    expect(await activityFor(s, 'privacy')).toEqual(['update site_settings']);
    expect(await activityFor(s, 'retention')).toEqual(['update site_settings']);

    await expectError(await put('privacy', { text: { en: '', fr: 'x', rw: '' } }), 400, /^text\.en: /);
    await expectError(
      await put('retention', {
        contactMessagesMonths: 0,
        volunteerApplicationsMonths: 6,
        unconfirmedSubscriptionsDays: 14,
      }),
      400,
      /^contactMessagesMonths: /,
    );
    await expectError(
      await put('retention', {
        contactMessagesMonths: 12,
        volunteerApplicationsMonths: 'a',
        unconfirmedSubscriptionsDays: 400,
      }),
      400,
      /volunteerApplicationsMonths: /,
    );
    // Nothing of a refused save was kept.
    expect((await notice('en')).retention.contactMessagesMonths).toBe(12);
  });
});
