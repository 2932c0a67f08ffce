import { useRevalidator } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { LoadFailed } from './list-panel';

/** The screen's data could not be read: said, with "Try again" reading it again. */
export function ReloadFailed({ title }: { title: string }) {
  const { t } = useAdminT('admin');
  const revalidator = useRevalidator();
  return <LoadFailed title={title} retry={t('common.tryAgain')} onRetry={() => void revalidator.revalidate()} />;
}
