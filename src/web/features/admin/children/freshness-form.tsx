import { Form, useLocation } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { flatCard, Panel } from '../kit/panel';

/**
 * The Site setting of freshness (docs/field.md#freshness): keep children with no report or
 * photo in 12 months off the public list. Posted to the Child news screen's action, like
 * the news settings beside it (without JavaScript too).
 */
export function FreshnessForm({ hideStale }: { hideStale: boolean }) {
  const { t } = useAdminT('children');
  const { pathname } = useLocation();
  return (
    <Panel id="freshness" title={t('admin.freshness.heading')} className={flatCard}>
      <Form method="post" action={pathname.replace(/\/site_settings$/, '/child_news')} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="freshness" />
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input type="checkbox" name="hideStale" defaultChecked={hideStale} className="h-5 w-5 accent-brand-700" />
          {t('admin.freshness.hide')}
        </label>
        <p className="text-sm text-slate-600">{t('admin.freshness.hint')}</p>
        <Button type="submit" tone="dark" size="sm">
          {t('admin.freshness.save')}
        </Button>
      </Form>
    </Panel>
  );
}
