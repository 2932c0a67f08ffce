import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The backup settings of the configuration (config.ts; docs/operations.md, "Backups"). */
export const backupConfigShape = {
  /** Where backups are written (default DATA_DIR/backups). */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** off, hourly, daily, weekly, or every N hours (`12h`). */
  BACKUP_SCHEDULE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(off|hourly|daily|weekly|\d{1,4}h)$/, 'off, hourly, daily, weekly, or a number of hours such as 12h')
      .default('daily'),
  ),
  /** Backups kept: the newest of each of the last N days, weeks and months (`7d,4w,6m`). */
  BACKUP_KEEP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,4}[dwmy](\s*,\s*\d{1,4}[dwmy])*$/, 'a list such as 7d,4w,6m (days, weeks, months, years)')
      .default('7d,4w,6m'),
  ),
  /** An S3-compatible bucket (and optional folder) each backup is copied to: https://host/bucket/folder. */
  BACKUP_S3_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  BACKUP_S3_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  BACKUP_S3_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  BACKUP_S3_REGION: z.preprocess(emptyToUndefined, z.string().min(2).default('us-east-1')),
  /** An age recipient (age1...) or identity (AGE-SECRET-KEY-1...): backups are encrypted to it. */
  BACKUP_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(age1[0-9a-z]{20,}|AGE-SECRET-KEY-[0-9A-Z-]{20,})$/,
        'an age public key (age1...) or secret key (AGE-SECRET-KEY-1...)',
      )
      .optional(),
  ),
};
