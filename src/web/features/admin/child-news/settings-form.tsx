import { Form, useLocation } from 'react-router';
import { TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';

/**
 * After how many months without news a sponsor is listed: on the Child news screen, and
 * as a section of Site settings (`onSiteSettings`), both posted to the Child news screen's
 * action (without JavaScript too).
 */
export function NewsSettingsForm({ months, onSiteSettings = false }: { months: number; onSiteSettings?: boolean }) {
  const { t } = useAdminT('childNews');
  const { pathname } = useLocation();
  const action = onSiteSettings ? pathname.replace(/\/site_settings$/, '/child_news') : undefined;
  return (
    <section
      id={onSiteSettings ? 'child-news-settings' : undefined}
      aria-labelledby="news-settings"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="news-settings" className="text-lg font-semibold text-slate-900">
        {t('admin.settings.heading')}
      </h2>
      <Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="settings" />
        <TextField
          label={t('admin.settings.months')}
          hint={t('admin.settings.hint')}
          name="quietMonths"
          type="number"
          min={1}
          max={36}
          required
          defaultValue={months}
          className="w-64"
        />
        <Button type="submit" tone="dark" size="sm">
          {t('admin.settings.save')}
        </Button>
      </Form>
    </section>
  );
}
