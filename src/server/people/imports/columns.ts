/**
 * The columns of each kind of import, declared once: the dry run reads rows by them, the
 * template (`GET /api/imports/templates/{kind}`) is written from them, and docs/importing.md
 * explains the same list. A header is matched without regard to case, spaces or
 * underscores (`Phone number`, `phone_number` and `phoneNumber` are one column), and a
 * few usual other names are known (`Telephone` for `phone`).
 */
import type { ImportKind } from '~/shared/schemas/imports';

export { IMPORT_KINDS, type ImportKind } from '~/shared/schemas/imports';

export interface ImportColumn {
  name: string;
  required: boolean;
  /** What the column holds, for the template and the documentation. */
  means: string;
  example: string;
}

/** Other headers people give a column (matched as `headerKey` says). */
const ALIASES: Record<string, string[]> = {
  name: ['full name', 'names'],
  email: ['email address', 'mail'],
  phone: ['phone number', 'telephone', 'tel', 'mobile'],
  language: ['lang'],
};

const col = (name: string, required: boolean, means: string, example: string): ImportColumn => ({
  name,
  required,
  means,
  example,
});

const ref = (what: string, example: string) =>
  col('ref', false, `Your own id for the ${what}: a row with a known ref updates that record.`, example);
const lang = col(
  'language',
  false,
  'en, fr or rw: the language of their e-mails (when empty: kept, or en for someone new).',
  'rw',
);

export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  supporters: [
    ref('supporter', 'SUP-0042'),
    col('name', true, 'Full name, as written (accents and apostrophes kept).', "Aline Mukamana-d'Souza"),
    col('email', false, 'E-mail address; a row needs an e-mail or a phone.', 'aline@example.org'),
    col('phone', false, 'Phone number: 0788 123 456, 788123456 and +250788123456 are one number.', '0788 123 456'),
    lang,
    col('newsletter', false, 'yes when they agreed to receive the newsletter by e-mail.', 'yes'),
    col('sms', false, 'yes when they agreed to receive receipts and notices by text message.', 'no'),
    col('consent_date', false, 'When they gave that agreement: DD/MM/YYYY or YYYY-MM-DD.', '14/02/2023'),
  ],
  subscribers: [
    col('email', true, 'E-mail address of the newsletter reader.', 'reader@example.org'),
    col('name', false, 'Their name, when you have it.', 'Jean-Paul Habimana'),
    lang,
    col('subscribed_on', false, 'When they subscribed: DD/MM/YYYY or YYYY-MM-DD.', '2022-09-01'),
  ],
  children: [
    ref('child', 'CH-0107'),
    col('first_name', true, 'First name; the public list shows the first name only.', 'Uwimana'),
    col('last_name', false, 'Family name: kept for staff, never shown to the public.', 'Keza'),
    col('birth_date', true, 'Date of birth: DD/MM/YYYY or YYYY-MM-DD.', '03/07/2015'),
    col('gender', false, 'girl or boy (checked, not kept yet).', 'girl'),
    col(
      'centre',
      false,
      'The centre or place the child belongs to ("Sector, District" gives the district).',
      'Musanze',
    ),
    col('monthly_support', true, 'The monthly sponsorship asked for the child, in whole francs.', '15000'),
    col('story', false, 'A short story for the public page.', 'Loves football and drawing.'),
    col(
      'listing_consent',
      false,
      'yes when the guardian agreed to the public listing; without it the child is imported unlisted.',
      'yes',
    ),
    col(
      'consent_guardian',
      false,
      'The guardian who gave that consent (needed with a listing consent).',
      'Marie Uwimana',
    ),
    col('consent_date', false, 'When the consent was given (needed with a listing consent).', '2024-01-15'),
    col(
      'photo',
      false,
      'File name of the photo, in one ZIP with this file (JPEG, PNG or WebP, at most 5 MB).',
      'ch-0107.jpg',
    ),
  ],
  sponsorships: [
    ref('sponsorship', 'SP-2019-07'),
    col('child_ref', true, "The child's ref (as in the children import).", 'CH-0107'),
    col('supporter_ref', false, "The sponsor's ref; else their e-mail or phone below.", 'SUP-0042'),
    col('supporter_email', false, "The sponsor's e-mail, when there is no supporter_ref.", 'aline@example.org'),
    col('supporter_phone', false, "The sponsor's phone, when there is neither.", '+250788123456'),
    col('start_date', true, 'When the sponsorship began.', '01/07/2019'),
    col('amount', true, 'Monthly amount, in whole francs.', '15000'),
    col('currency', false, 'RWF (empty is RWF): a monthly plan is kept in francs.', 'RWF'),
    col(
      'method',
      true,
      'How they pay: momo or airtel (reminded and prompted each month), bank or cash (staff record each month).',
      'bank',
    ),
    col('day_of_month', false, 'The day of the month the gift is due (1-28; 1 when empty).', '5'),
  ],
  donations: [
    col(
      'ref',
      true,
      'Your own id for the gift: a re-import finds it by this, so nothing is counted twice.',
      'DON-2021-0311',
    ),
    col('supporter_ref', false, "The giver's ref; else their e-mail or phone below.", 'SUP-0042'),
    col('supporter_email', false, "The giver's e-mail, when there is no supporter_ref.", 'aline@example.org'),
    col('supporter_phone', false, "The giver's phone, when there is neither.", '0788 123 456'),
    col('date', true, 'The day the gift was received.', '11/03/2021'),
    col('amount', true, 'Amount, in whole francs unless currency says otherwise.', '20000'),
    col('currency', false, 'RWF (default), USD, EUR or GBP.', 'RWF'),
    col('amount_rwf', false, 'With another currency: the francs received (the site keeps gifts in RWF).', ''),
    col('method', true, 'momo, airtel, card, bank, cash or cheque.', 'cash'),
    col('purpose', false, 'general (default), sponsorship, child gift or catalogue.', 'general'),
    col('child_ref', false, 'The child a sponsorship or child gift was for (their ref).', ''),
    col('note', false, 'What staff should know about it.', 'Christmas collection at church'),
  ],
};

/** A header cell as columns are matched: lower-case, without spaces, underscores or dashes. */
export const headerKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Where each known column is in the header row, and the header's problems. */
export function readHeader(kind: ImportKind, header: string[]): { at: Map<string, number>; problems: string[] } {
  const at = new Map<string, number>();
  const problems: string[] = [];
  const known = new Map(
    IMPORT_COLUMNS[kind].flatMap((c) =>
      [c.name, ...(ALIASES[c.name] ?? [])].map((h) => [headerKey(h), c.name] as const),
    ),
  );
  header.forEach((cell, i) => {
    const name = known.get(headerKey(cell));
    if (!name) return;
    if (at.has(name)) problems.push(`The column "${name}" appears twice in the header row`);
    else at.set(name, i);
  });
  for (const c of IMPORT_COLUMNS[kind])
    if (c.required && !at.has(c.name)) problems.push(`The required column "${c.name}" is missing`);
  return { at, problems };
}

/** A row whose first cell starts with `# ` is a note to the person filling the file in, never data. */
export const isNoteRow = (values: string[]) => (values[0] ?? '').startsWith('# ');

/**
 * The template of a kind: the header, a note row saying what each column means (its first
 * cell starts with `# `, so the import skips it), then one example row.
 */
export function templateCsv(kind: ImportKind): string {
  const quote = (s: string) => (/[",\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const columns = IMPORT_COLUMNS[kind];
  const means = columns.map((c, i) => `${i === 0 ? '# ' : ''}${c.required ? 'Required. ' : ''}${c.means}`);
  return [columns.map((c) => c.name), means, columns.map((c) => c.example)]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n')
    .concat('\r\n');
}
