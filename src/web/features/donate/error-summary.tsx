import { Alert } from '~/web/components/alert';
import { useT } from '~/web/i18n';
import { type DonationErrors, FIELD_ORDER } from './donation-values';
import { fieldId } from './use-donation';

/**
 * The fields a plain post (no JavaScript) came back refusing, at the top of the form:
 * its answer page opens here (`#donation-outcome`), each message a link to its field,
 * which on a phone may be a few screens further down. With JavaScript the refused
 * field is focused instead, as before.
 */
export function ErrorSummary({ errors, message }: { errors: DonationErrors; message: (field: string) => string }) {
  const { t } = useT('content');
  const fields = [...FIELD_ORDER, 'pin' as const].filter((f) => errors[f]);
  return (
    <div id="donation-outcome" tabIndex={-1} className="scroll-mt-24 scroll-mb-4 outline-none">
      <Alert tone="error" title={t('donate.refusedTitle')}>
        <ul className="list-disc space-y-1 pl-5">
          {fields.map((f) => (
            <li key={f}>
              <a href={`#${fieldId(f)}`} className="underline">
                {message(f)}
              </a>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
