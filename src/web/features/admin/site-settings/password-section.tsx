import { passwordChangeSchema } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { accountContracts } from '~/shared/contracts/account';
import { adminCall } from '../api';
import { PlainField } from './fields';
import { SectionForm } from './section-form';

const fields = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

/** Your own password: the launch checklist asks the first admin to replace the one they were given. */
export function PasswordSection() {
  const { t } = useAdminT('adminSettings');
  return (
    <SectionForm
      section="password"
      schema={passwordChangeSchema}
      save={(value) => adminCall(accountContracts.changePassword, { body: passwordChangeSchema.parse(value) })}
      texts={{ submit: t('password.submit'), saved: t('password.changed') }}
      resetOnSave
      className="grid gap-4 md:max-w-md"
    >
      {fields.map(({ name, autoComplete }) => (
        <PlainField key={name} name={name} label={t(`password.${name}`)} type="password" autoComplete={autoComplete} />
      ))}
    </SectionForm>
  );
}
