import { Form } from 'react-router';
import { TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';

/** After how many months without news a sponsor is listed (Site settings of the child's news). */
export function NewsSettingsForm({ months }: { months: number }) {
  const { t } = useAdminT('childNews');
  return (
    <section aria-labelledby="news-settings" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="news-settings" className="text-lg font-semibold text-slate-900">
        {t('admin.settings.heading')}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
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
