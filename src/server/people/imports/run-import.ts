import type { Db } from '~/server/core/db/client';
import {
  type CheckedRow,
  checkRows,
  type ChildRow,
  type DonationRow,
  type RowError,
  type SponsorshipRow,
  type SubscriberRow,
  type SupporterRow,
} from './check-rows';
import { finishRun, notePeople, startRun } from './import-runs';
import { type Bundle, isBundle, readBundle } from './read-bundle';
import { readSheetRows, type SheetSource } from './read-rows';
import { storePhotos, withPhotos } from './photos';
import { DEFAULT_TIME_ZONE } from '~/shared/time-zone';
import { planChildren, writeChildren } from './write-children';
import { planDonations, writeDonations } from './write-donations';
import { planSponsorships, writeSponsorships } from './write-sponsorships';
import { planSubscribers, writeSubscribers } from './write-subscribers';
import { planSupporters, writeSupporters } from './write-supporters';

/**
 * One import (docs/importing.md): a file's rows checked, matched and,
 * unless it is a dry run, written. The file is read as a stream in batches (500 rows by
 * default); each batch is matched and written in a transaction of its own, never one long
 * transaction for the file, and nothing outside the database is called inside one.
 *
 * A real run first makes a dry run of the whole file: a file with an error row writes
 * nothing (`ImportRefused`, the same results) unless `skipErrors`. Then the file is read
 * again and written batch by batch; the activity log records who, the file's name and
 * the counts.
 */
export const WRITABLE_KINDS = ['supporters', 'subscribers', 'children', 'sponsorships', 'donations'] as const;
export type WritableKind = (typeof WRITABLE_KINDS)[number];
export const isWritableKind = (kind: string): kind is WritableKind =>
  (WRITABLE_KINDS as readonly string[]).includes(kind);

export type RowStatus = 'created' | 'updated' | 'unchanged' | 'error';
export interface RowResult {
  row: number;
  status: RowStatus;
  ref: string | null;
  errors: RowError[];
}
export interface ImportAnswer {
  kind: WritableKind;
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  results: RowResult[];
  /** A real run's record (import-runs.ts): its results again, its portal links. */
  importId?: string;
}

/** A real run refused because rows have errors: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly answer: ImportAnswer) {
    super(`${answer.failed} of ${answer.rows} rows have errors: nothing was imported`);
  }
}

export interface ImportRequest {
  kind: WritableKind;
  source: SheetSource;
  dryRun: boolean;
  skipErrors?: boolean;
  /** Who imports (null from the command line). */
  adminId: string | null;
  batchSize?: number;
  /** A ZIP of photos beside a children's file (not read yet). */
  photos?: Buffer | null;
  /** A children's ZIP (the file and its photos), read by `runImport`. */
  bundle?: Bundle;
  /** The organisation's time zone: a day received is kept as that day's noon there. */
  timeZone?: string;
  /** Waits between batches while others need the server (core/http/requests-in-flight.ts); else a 5 ms pause. */
  giveWay?: () => Promise<void>;
}

type AnyRow = SupporterRow | SubscriberRow | ChildRow | DonationRow | SponsorshipRow;
type Valid = { row: number; record: AnyRow };
type Planned = { row: number; plan: { outcome: Exclude<RowStatus, 'error'> } } | { row: number; errors: RowError[] };
type Batch<R> = { row: number; record: R }[];
const plansOf = <P>(planned: ({ row: number; plan: P } | { row: number; errors: RowError[] })[]) =>
  planned.flatMap((p) => ('plan' in p ? [p.plan] : []));

/** Each kind's matching (`plan`) and writing, over one batch; `claimed` lives for the whole file. */
const KINDS: Record<
  WritableKind,
  (
    db: Db,
    batch: Valid[],
    claimed: Map<string, number>,
    write: boolean,
    req: ImportRequest,
    runId?: string,
  ) => Promise<Planned[]>
> = {
  supporters: async (db, batch, claimed, write, _req, runId) => {
    const planned = await planSupporters(db, batch as Batch<SupporterRow>, claimed);
    if (write) await notePeople(db, runId, await writeSupporters(db, plansOf(planned)));
    return planned;
  },
  subscribers: async (db, batch, _claimed, write) => {
    const planned = await planSubscribers(db, batch as Batch<SubscriberRow>);
    if (write) await writeSubscribers(db, plansOf(planned));
    return planned;
  },
  children: async (db, batch, claimed, write, req) => {
    let planned = await planChildren(db, batch as Batch<ChildRow>, claimed);
    const pictures = req.bundle ? await withPhotos(planned, req.bundle) : null;
    if (pictures) planned = pictures.planned;
    if (write && pictures) await storePhotos(db, plansOf(planned), pictures.photos);
    if (write) await writeChildren(db, plansOf(planned));
    return planned;
  },
  donations: async (db, batch, _claimed, write, req) => {
    const zone = req.timeZone ?? DEFAULT_TIME_ZONE;
    const planned = await planDonations(db, batch as Batch<DonationRow>, zone);
    if (write) await writeDonations(db, plansOf(planned), req.adminId);
    return planned;
  },
  sponsorships: async (db, batch, _claimed, write, req) => {
    const planned = await planSponsorships(db, batch as Batch<SponsorshipRow>);
    if (write) await writeSponsorships(db, plansOf(planned), req.adminId, req.timeZone ?? DEFAULT_TIME_ZONE);
    return planned;
  },
};

/** One pass over the file: every row's result, and the batches written when `write`. */
async function pass(db: Db, req: ImportRequest, write: boolean, runId?: string): Promise<RowResult[]> {
  const results: RowResult[] = [];
  const claimed = new Map<string, number>();
  const size = req.batchSize ?? 500;
  const refs = new Map<number, string | null>();

  const settle = async (batch: Valid[]) => {
    if (!batch.length) return;
    const run = (db: Db) => KINDS[req.kind](db, batch, claimed, write, req, runId);
    const planned = write ? await db.transaction((tx) => run(tx)) : await run(db);
    for (const p of planned)
      results.push(
        'plan' in p
          ? { row: p.row, status: p.plan.outcome, ref: refs.get(p.row) ?? null, errors: [] }
          : { row: p.row, status: 'error', ref: refs.get(p.row) ?? null, errors: p.errors },
      );
  };

  let batch: Valid[] = [];
  const rows = checkRows(req.kind, readSheetRows(req.source), req.source.name);
  for await (const checked of rows as AsyncIterable<CheckedRow<AnyRow>>) {
    refs.set(checked.row, checked.ref);
    if (!checked.record) {
      results.push({ row: checked.row, status: 'error', ref: checked.ref, errors: checked.errors });
      continue;
    }
    batch.push({ row: checked.row, record: checked.record });
    if (batch.length >= size) {
      await settle(batch);
      batch = [];
      // Between batches, the requests being answered go first (PGlite has one connection).
      await (req.giveWay?.() ?? new Promise((resolve) => setTimeout(resolve, 5)));
    }
  }
  await settle(batch);
  return results.sort((a, b) => a.row - b.row);
}

function answerOf(req: ImportRequest, dryRun: boolean, results: RowResult[]): ImportAnswer {
  const count = (status: RowStatus) => results.filter((r) => r.status === status).length;
  return {
    kind: req.kind,
    dryRun,
    rows: results.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    failed: count('error'),
    results,
  };
}

/** Runs an import; throws `ImportRefused` (nothing written) or a `SheetError` (the file cannot be read). */
export async function runImport(db: Db, given: ImportRequest): Promise<ImportAnswer> {
  let req = given;
  const { source } = given;
  if (given.kind === 'children' && 'buffer' in source && isBundle(source.buffer, source.name)) {
    const bundle = await readBundle(source.buffer, source.name);
    req = { ...given, source: bundle.sheet, bundle };
  }
  if (req.dryRun || !req.skipErrors) {
    const dry = answerOf(req, true, await pass(db, req, false));
    if (req.dryRun) return dry;
    if (dry.failed) throw new ImportRefused({ ...dry, dryRun: false });
  }
  // The run is recorded under the file staff chose (a children's ZIP, not the sheet inside it).
  const runId = await startRun(db, { ...req, source: given.source });
  const answer = answerOf(req, false, await pass(db, req, true, runId));
  await finishRun(db, runId, { ...req, source: given.source }, answer);
  return { ...answer, importId: runId };
}
