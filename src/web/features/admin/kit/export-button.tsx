import { useState } from 'react';
import { Button } from './button';
import { DownloadIcon } from './icon';

/**
 * A list's "Export CSV" button: it runs `download` (a file built here or read from the
 * API), says `busyLabel` and is disabled meanwhile; a failure is logged and `onFailed`
 * tells staff.
 */
export function ExportButton({
  download,
  label,
  busyLabel = label,
  onFailed,
  disabled = false,
  ariaLabel,
}: {
  download: () => unknown;
  label: string;
  busyLabel?: string;
  onFailed?: () => void;
  disabled?: boolean;
  /** A longer name for screen readers (what is exported). */
  ariaLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      console.error('The export failed', error);
      onFailed?.();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" onClick={() => void run()} disabled={disabled || busy} aria-label={ariaLabel}>
      <DownloadIcon />
      {busy ? busyLabel : label}
    </Button>
  );
}
