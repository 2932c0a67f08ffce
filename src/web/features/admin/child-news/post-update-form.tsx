import { childNewsContracts } from '~/shared/contracts/child-news';
import { contractPath } from '~/shared/contract';
import { TextArea } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { SearchForm } from '../kit/filters';
import { MAX_UPDATE_PHOTOS, MAX_UPDATE_TEXT, childUpdateKinds } from '~/shared/schemas/child-news';
import type { NewsScreenData } from './screen-data';
import { ChoiceField, RecordChoiceField } from '../kit/choice-field';
import { FileForm, PhotosField } from '../kit/file-form';

/**
 * Staff's update of a child: a plain multipart form posted straight to the API (its
 * photos cannot travel through a page's action), which answers with a redirect back
 * here: it works the same with or without JavaScript.
 */
export function PostUpdateForm({ screen }: { screen: NewsScreenData }) {
  const { t } = useAdminT('childNews');
  const { filters, children } = screen;
  const kind = (childUpdateKinds as readonly string[]).includes(filters.kind) ? filters.kind : 'progress';
  return (
    <section aria-labelledby="post-update" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="post-update" className="text-lg font-semibold text-slate-900">
        {t(filters.replyTo ? 'admin.post.replyHeading' : 'admin.post.heading')}
      </h2>
      <SearchForm
        label={t('admin.post.search')}
        value={filters.q}
        maxLength={200}
        submit={t('admin.post.searchSubmit')}
        clear={t('admin.post.searchClear')}
      >
        {filters.replyTo && <input type="hidden" name="replyTo" value={filters.replyTo} />}
        {filters.replyTo && <input type="hidden" name="kind" value="letter" />}
      </SearchForm>
      <FileForm action={contractPath(childNewsContracts.post)} className="space-y-4" data-testid="post-update">
        {filters.replyTo && <input type="hidden" name="replyToLetterId" value={filters.replyTo} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <RecordChoiceField
            label={t('admin.post.child')}
            name="childId"
            required
            defaultValue={filters.childId || ''}
            hint={children.length ? undefined : t('admin.post.noChildren')}
            records={children}
            none={t('admin.post.chooseChild')}
          />
          <ChoiceField
            label={t('admin.post.kind')}
            name="kind"
            defaultValue={kind}
            required
            choices={childUpdateKinds}
            words={(k) => t(`kinds.${k}`)}
          />
        </div>
        <p className="text-sm text-slate-600">{t('admin.post.languages')}</p>
        {(['En', 'Fr', 'Rw'] as const).map((l) => (
          <TextArea key={l} label={t(`admin.post.text${l}`)} name={`text${l}`} rows={4} maxLength={MAX_UPDATE_TEXT} />
        ))}
        <PhotosField label={t('admin.post.photos')} hint={t('admin.post.photosHint', { max: MAX_UPDATE_PHOTOS })} />
        <Button type="submit">{t('admin.post.submit')}</Button>
      </FileForm>
    </section>
  );
}
