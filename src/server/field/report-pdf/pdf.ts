import type { Db } from '~/server/core/db/client';
import { hashesIn } from '~/server/core/images/references';
import { readImageVariant } from '~/server/core/images/store';
import { sharpOf } from '~/server/core/images/sharp';
import { type ReceiptOrg, Writer, GREEN, GREY } from '~/server/giving';
import { formatDate } from '~/shared/format';
import type { Language } from '~/shared/i18n';
import type { FieldReport } from '~/shared/schemas/field';
import { fieldText } from '../texts';

/*
 * The year's progress report a sponsor downloads (docs/field.md#the-sponsors-yearly-report):
 * one A4 page in the sponsor's language (headings and dates; the officer's words stay as
 * written), with the child's preferred name and photo. Drawn with the receipts' layout
 * (giving/recurring/pdf-layout.ts): pdf-lib, standard fonts, every text wrapped.
 */

export interface YearReport {
  childName: string;
  age: number;
  /** The report's new photo, else the child's own (an image address), or none. */
  photo: string | null;
  report: FieldReport;
  capturedAt: Date;
}

const PHOTO = 150;
const MAX_NOTE = 1200;

/** The photo as a JPEG pdf-lib can embed (stored images are WebP), or null when it cannot be read. */
async function jpegOf(db: Db, url: string | null): Promise<Buffer | null> {
  const [hash] = hashesIn(url);
  if (!hash) return null;
  const webp = await readImageVariant(db, hash, 640);
  if (!webp) return null;
  return (await sharpOf(webp)).jpeg({ quality: 80 }).toBuffer();
}

export async function yearReportPdf(db: Db, org: ReceiptOrg, r: YearReport, lang: Language): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, unknown>) => fieldText(`pdf.${key}`, vars, lang);
  const year = r.capturedAt.getUTCFullYear();
  const w = await Writer.create(t('title', { year, name: r.childName }), org.legalName || org.name);
  w.text(org.name, { size: 16, bold: true, color: GREEN, after: 2 });
  w.text([org.email, org.phone].filter(Boolean).join(' - '), { size: 9, color: GREY });
  w.gap(14);
  const top = w.y;
  const jpeg = await jpegOf(db, r.photo);
  const indent = jpeg ? PHOTO + 16 : 0;
  if (jpeg) {
    const image = await w.doc.embedJpg(jpeg);
    const scale = Math.min(PHOTO / image.width, PHOTO / image.height);
    const [width, height] = [image.width * scale, image.height * scale];
    w.page.drawImage(image, { x: 50, y: top - height, width, height });
  }
  w.text(t('title', { year, name: r.childName }), { size: 18, bold: true, indent, after: 4 });
  w.text(t('age', { age: r.age }), { indent, color: GREY });
  w.text(
    t('captured', { date: formatDate(r.capturedAt.toISOString(), lang, { dateStyle: 'long' }), name: r.childName }),
    {
      indent,
      color: GREY,
      after: 8,
    },
  );
  if (jpeg) w.y = Math.min(w.y, top - PHOTO - 12);
  w.gap(8);
  const lines: [string, string][] = [
    [t('schoolLevel'), r.report.schoolLevel],
    [t('attendance'), `${r.report.attendance}%`],
    [
      t('healthCheck'),
      r.report.healthCheckOn
        ? formatDate(`${r.report.healthCheckOn}T12:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' })
        : '-',
    ],
    [t('activities'), r.report.activities || '-'],
  ];
  for (const [label, value] of lines) {
    w.labelled(label, value, 160);
    w.gap(4);
  }
  if (r.report.note) {
    w.gap(8);
    w.text(t('note'), { bold: true, after: 2 });
    const note = r.report.note.length > MAX_NOTE ? `${r.report.note.slice(0, MAX_NOTE)}...` : r.report.note;
    w.text(note);
  }
  w.gap(14);
  w.text(t('thanks'), { color: GREEN });
  return w.finish(() => '');
}
