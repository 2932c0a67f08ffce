import type { ReactNode } from 'react';
import { Button, type ButtonTone } from './button';

/**
 * A dialog's answer buttons, on the right: cancel, then the action (red when it
 * destroys); the action says "…ing" and is disabled while it runs.
 */
export function ConfirmButtons({
  cancel,
  confirm,
  onCancel,
  onConfirm,
  busy = false,
  busyLabel,
  tone = 'primary',
  size = 'md',
}: {
  cancel: ReactNode;
  confirm: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: ReactNode;
  tone?: ButtonTone;
  size?: 'md' | 'sm';
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button tone="secondary" size={size} onClick={onCancel}>
        {cancel}
      </Button>
      <Button tone={tone} size={size} onClick={onConfirm} disabled={busy}>
        {busy && busyLabel ? busyLabel : confirm}
      </Button>
    </div>
  );
}
