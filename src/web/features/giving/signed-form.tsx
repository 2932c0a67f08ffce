import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { secondaryButton } from './buttons';

/**
 * A form of the sponsor's signed page: a plain POST (it works without JavaScript) carrying
 * the page's token, what the form does (`intent`, where one action serves several forms)
 * and its other hidden `values`, to `action` (the form's anchor on this page, or another
 * page's address).
 */
export function SignedForm({
  token,
  intent,
  values = {},
  action,
  className,
  labelledBy,
  children,
}: {
  token: string;
  intent?: string;
  values?: Record<string, string>;
  action?: string;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className} aria-labelledby={labelledBy}>
      <input type="hidden" name="token" value={token} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** A signed form's submit button, disabled while a form of the page is being sent. */
export function SendButton({
  className = secondaryButton,
  describedBy,
  label,
  children,
}: {
  className?: string;
  describedBy?: string;
  /** What a screen reader hears instead of the words shown. */
  label?: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <button type="submit" disabled={busy} className={className} aria-describedby={describedBy} aria-label={label}>
      {children}
    </button>
  );
}
