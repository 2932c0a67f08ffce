import { createRequire } from 'node:module';
import type * as CsvParse from 'csv-parse';
import type * as PhoneNumbers from 'libphonenumber-js';
import type * as Saxes from 'saxes';
import type * as Yauzl from 'yauzl';

const loadPackage = createRequire(import.meta.url);

/**
 * A package the server needs only for some requests, loaded (through its CommonJS build) the
 * first time one of them asks for it instead of at start: the server bundle does not carry it
 * and the process holds none of it until then. libphonenumber-js alone is 2.1 MiB of heap with
 * its metadata, at every start, for the imports and the letters' moderation; the XLSX, ZIP and
 * CSV readers 0.9 MiB (docs/performance.md, "Memory").
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= loadPackage(name) as T);
}

/** libphonenumber-js, on first use. */
export const phoneNumbers = onFirstUse<typeof PhoneNumbers>('libphonenumber-js');

/** The spreadsheet and ZIP readers of the imports and statements, on first use. */
export const zipReader = onFirstUse<typeof Yauzl>('yauzl');
export const xmlReader = onFirstUse<typeof Saxes>('saxes');
export const csvReader = onFirstUse<typeof CsvParse>('csv-parse');
