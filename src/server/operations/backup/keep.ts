/**
 * BACKUP_KEEP (`7d,4w,6m`): which backups to keep, as restic and most backup tools read
 * such a list: the newest backup of each of the last 7 days that have one, of each of the
 * last 4 weeks (ISO weeks, from Monday), of each of the last 6 months (and `y` for years).
 * A backup kept by any rule stays; the newest backup always stays. Days are UTC days.
 */
export type KeepRule = { count: number; unit: 'd' | 'w' | 'm' | 'y' };

export function parseKeep(spec: string): KeepRule[] {
  return spec.split(',').map((part) => {
    const m = /^\s*(\d+)([dwmy])\s*$/.exec(part);
    if (!m) throw new Error(`BACKUP_KEEP: "${part}" is not a number followed by d, w, m or y`);
    return { count: Number(m[1]), unit: m[2] as KeepRule['unit'] };
  });
}

function bucket(at: Date, unit: KeepRule['unit']): string {
  const iso = at.toISOString();
  if (unit === 'd') return iso.slice(0, 10);
  if (unit === 'm') return iso.slice(0, 7);
  if (unit === 'y') return iso.slice(0, 4);
  // The Monday of the ISO week.
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return `w${day.toISOString().slice(0, 10)}`;
}

/** The backups (name and time) to delete under `rules`; the others are kept. */
export function backupsToDelete<T extends { time: Date }>(backups: T[], rules: KeepRule[]): T[] {
  const newestFirst = [...backups].sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<T>(newestFirst.slice(0, 1));
  for (const rule of rules) {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const key = bucket(b.time, rule.unit);
      if (seen.has(key)) continue;
      if (seen.size >= rule.count) break;
      seen.add(key);
      keep.add(b);
    }
  }
  return newestFirst.filter((b) => !keep.has(b));
}
