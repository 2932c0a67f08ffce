import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_NOTICE } from './default-notice';

/**
 * Issue 37.17: the notice says, in every language, that what is erased stays a while in
 * earlier backups (kept by BACKUP_KEEP, at most six months by default) and in the
 * database's write-ahead log.
 */
const says: Record<'en' | 'fr' | 'rw', RegExp[]> = {
  en: [
    /copy stays in the backups taken before/,
    /about six months at most/,
    /write-ahead log/,
    /7 days, 4 weeks and 6 months/,
  ],
  fr: [
    /copie reste dans les sauvegardes faites avant/,
    /environ six mois au plus/,
    /journal d'écriture/,
    /7 derniers jours/,
  ],
  rw: [
    /isigara muri kopi zibitse zafashwe mbere/,
    /mezi atandatu ntarengwa/,
    /igitabo cyabwo cy'ibyanditswe/,
    /minsi 7/,
  ],
};

describe('the default privacy notice', () => {
  it.each(Object.entries(says))(
    'says in %s how long erased data lingers in backups and the database log',
    (lang, res) => {
      const text = DEFAULT_PRIVACY_NOTICE[lang as keyof typeof says];
      for (const re of res) expect(text).toMatch(re);
    },
  );
});
