/** A file that is not a whole backup of this site, or one this version cannot read. */
export class BackupFormatError extends Error {}
