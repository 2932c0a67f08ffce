import { messageKey } from '~/shared/schemas/common';
import { ChildPhoto } from '~/web/components/child-photo';
import { useAdminT } from '../admin-i18n';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { type FieldSpec, Fields } from '../kit/fields';
import { ImageField } from '../kit/image-field';
import { FormPanel } from '../kit/form-panel';
import { RecordForm, type RecordFormEvents, useRecordForm } from '../kit/record-form';
import { ProtectionFields, protectionValues } from './protection-fields';
import type { Centre } from '~/shared/schemas/field';
import { RecordChoiceField } from '../kit/choice-field';

const initialValues = (child: Child | null) => ({
  name: child?.name ?? '',
  age: child ? String(child.age) : '',
  location: child?.location ?? '',
  monthlySupport: child ? String(child.monthlySupport) : '',
  needs: child?.needs.join(', ') ?? '',
  story: child?.story ?? '',
  isSponsored: String(child?.isSponsored ?? false),
  ...protectionValues(child),
  // The centre whose field officers see the child (docs/field.md): '' for none.
  centreId: child?.centreId ?? '',
});

/** Add mode without a child (photo required), edit mode with one (the photo is kept unless replaced). */
export function ChildForm({
  child,
  centres,
  onSaved,
  onFailed,
  onCancel,
}: {
  child: Child | null;
  /** The programme's centres, to choose the child's. */
  centres: Centre[];
} & RecordFormEvents) {
  const { t } = useAdminT('adminContent');
  const recordForm = useRecordForm({
    kind: 'child',
    record: child,
    initial: () => initialValues(child),
    input: (values) => ({ ...values, isSponsored: values.isSponsored === 'true' }),
    check: (values, fieldError, photo) => ({
      // An empty number field would read as 0; docs/product.md makes monthly support required.
      monthlySupport: values.monthlySupport.trim()
        ? undefined
        : fieldError(messageKey('required'), { field: t('children.form.monthlySupport') }),
      photo: child || photo.file ? undefined : (photo.error ?? fieldError(messageKey('child.photo'))),
    }),
    onSaved,
    onFailed,
  });
  const { form, image: photo } = recordForm;
  const { values } = form;

  const label = (name: string) => t(`children.form.${name}`);
  const specs: FieldSpec[] = [
    { name: 'name', label: label('name'), input: { required: true, maxLength: 100 } },
    {
      name: 'age',
      label: label('age'),
      input: { type: 'number', inputMode: 'numeric', min: '1', step: '1', required: true },
    },
    { name: 'location', label: label('location'), translated: true, input: { required: true, maxLength: 120 } },
    {
      name: 'monthlySupport',
      label: label('monthlySupport'),
      input: { type: 'number', inputMode: 'decimal', min: '0', step: '0.01', required: true },
    },
    {
      name: 'needs',
      label: label('needs'),
      hint: label('needsHint'),
      className: 'md:col-span-2',
      translated: true,
      input: { required: true, maxLength: 2000 },
    },
    {
      name: 'story',
      label: label('story'),
      rows: 4,
      className: 'md:col-span-2',
      translated: true,
      input: { required: true, maxLength: 5000 },
    },
  ];

  const shownPhoto = photo.previewUrl ?? child?.photo ?? null;
  const shownName = values.name || child?.name || '';
  return (
    <FormPanel title={child ? label('editTitle') : label('addTitle')} record={child}>
      <RecordForm
        form={recordForm}
        submit={child ? label('update') : label('save')}
        onCancel={onCancel}
        other={specs}
        english={
          <>
            <Fields specs={specs} bind={form.field} />
            <ImageField
              label={label('photo')}
              name="photo"
              choice={photo}
              required={!child}
              error={form.errors.photo}
              onChosen={() => form.setError('photo', undefined)}
              hint={child ? label('keepPhoto') : label('photoHint')}
              preview={
                (shownPhoto || child) && (
                  <ChildPhoto
                    name={shownName}
                    photo={shownPhoto}
                    alt={t('common.photoOf', { name: shownName })}
                    placeholderAlt={t('common.noPhotoOf', { name: shownName })}
                    width={96}
                    height={96}
                    sizes="96px"
                    className="h-24 w-24 rounded-full border border-slate-200 object-cover"
                  />
                )
              }
            />
            <RecordChoiceField
              label={label('centre')}
              hint={label('centreHint')}
              {...form.field('centreId')}
              records={centres}
              none={label('noCentre')}
            />
            <ProtectionFields values={values} field={form.field} set={form.set} />
            <label className="flex min-h-11 items-center gap-3 text-slate-800 md:col-span-2">
              <input
                type="checkbox"
                name="isSponsored"
                checked={values.isSponsored === 'true'}
                onChange={(e) => form.set('isSponsored', String(e.currentTarget.checked))}
                className="h-5 w-5 accent-brand-700"
              />
              {label('isSponsored')}
            </label>
          </>
        }
      />
    </FormPanel>
  );
}
