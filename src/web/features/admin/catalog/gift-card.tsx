import { formatUsd } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import { EyeIcon, PencilIcon, TrashIcon } from './icons';
import type { Gift } from './types';
import { DemoBadge } from '../site-settings/demo-content';
import { IconButton } from '../kit/button';
import { IntentForm } from '../kit/intent-post';
import { type CardActions, RecordImage } from '../kit/record-image';

export function GiftCard({ gift, onView, onEdit, onDelete }: { gift: Gift } & CardActions) {
  const { t, i18n } = useAdminT('adminContent');
  const actions = [
    { key: 'view', icon: <EyeIcon />, onClick: onView },
    { key: 'edit', icon: <PencilIcon />, onClick: onEdit },
  ];
  const category = t(`catalog.categories.${gift.category}`, { defaultValue: gift.category });
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <RecordImage
        src={gift.image}
        shape="gift"
        sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-4/3 w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-slate-900">
            {gift.name}
            <DemoBadge id={gift._id} />
          </h3>
          <p className="shrink-0 font-bold text-brand-700">{formatUsd(gift.price, i18n.language)}</p>
        </div>
        <p className={`line-clamp-3 text-sm ${gift.description ? 'text-slate-700' : 'text-slate-600 italic'}`}>
          {gift.description || t('catalog.card.noDescription')}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <span className="text-slate-700">{t('catalog.card.qty', { n: gift.quantity })}</span>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{category}</span>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
          {actions.map(({ key, icon, onClick }) => (
            <IconButton key={key} label={t(`catalog.card.${key}`, { name: gift.name })} onClick={onClick}>
              {icon}
            </IconButton>
          ))}
          {/* A form posted to the screen's action: before the script has loaded too. */}
          <IntentForm intent="delete" id={gift._id} onPost={onDelete}>
            <IconButton type="submit" label={t('catalog.card.delete', { name: gift.name })} danger>
              <TrashIcon />
            </IconButton>
          </IntentForm>
        </div>
      </div>
    </article>
  );
}
