import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { containsPattern } from '~/server/core/db/like';
import { newestFirstPage } from '~/server/core/db/newest-first';
import { applications, adminUsers, children, contactMessages, skills, subscriptions } from '~/server/core/db/schema';
import { smsConsents } from '~/server/core/db/sms-schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { supporterNotes } from '~/server/core/db/supporter-notes-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { notFound } from '~/server/core/http/errors';
import type { Person } from '~/server/people/privacy/person';
import { consentsOf } from '~/server/people/privacy/rights';
import { paymentsOfSupporters, plansOfSupporters } from '~/server/giving';
import { translate } from '~/shared/i18n';
import { isLanguage } from '~/shared/i18n/core';
import type { SupporterPage, SupporterRecord } from '~/shared/schemas/supporter-record';
import type { PageQuery } from '~/shared/schemas/paging';
import { supporterMail } from '~/server/messaging';

export const SUPPORTER_NOT_FOUND = () => translate('adminValidation:supporter.notFound');

const iso = (d: Date | string) => new Date(d).toISOString();

/** Supporters, newest first; `q` finds a part of the name, the address or the phone. */
export async function listSupporters(db: Db, q: PageQuery & { q: string }): Promise<SupporterPage> {
  const pattern = q.q ? containsPattern(q.q) : null;
  const where = pattern
    ? or(ilike(supporters.name, pattern), ilike(supporters.email, pattern), ilike(supporters.phone, pattern))
    : undefined;
  const select = db.select().from(supporters).$dynamic();
  const { rows, ...page } = await newestFirstPage(db, { table: supporters, where, select }, q);
  return {
    data: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, phone: r.phone, createdAt: iso(r.createdAt) })),
    ...page,
  };
}

/** A supporter's row, or 404. */
export async function supporterRow(db: Db, id: string) {
  const [row] = await db.select().from(supporters).where(eq(supporters.id, id));
  if (!row) throw notFound(SUPPORTER_NOT_FOUND());
  return row;
}

const byDate = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

/** One supporter and everything that is theirs, each list newest first. */
export async function supporterRecord(db: Db, id: string, person: Person): Promise<SupporterRecord> {
  const row = await supporterRow(db, id);
  const mine = [id];
  const [gifts, plans, consents, notes, sponsored, messages, applied, subs, sms, mail] = await Promise.all([
    paymentsOfSupporters(db, mine),
    plansOfSupporters(db, mine),
    consentsOf(db, person),
    db
      .select({ n: supporterNotes, author: adminUsers.name })
      .from(supporterNotes)
      .leftJoin(adminUsers, eq(adminUsers.id, supporterNotes.authorId))
      .where(eq(supporterNotes.supporterId, id))
      .orderBy(desc(supporterNotes.createdAt), desc(supporterNotes.id)),
    db
      .select({ s: sponsorships, child: children.name })
      .from(sponsorships)
      .leftJoin(children, eq(children.id, sponsorships.childId))
      .where(inArray(sponsorships.supporterId, mine)),
    db.select().from(contactMessages).where(inArray(contactMessages.supporterId, mine)),
    db
      .select({ a: applications, skill: skills.name })
      .from(applications)
      .leftJoin(skills, eq(skills.id, applications.skillId))
      .where(inArray(applications.supporterId, mine)),
    db.select().from(subscriptions).where(inArray(subscriptions.supporterId, mine)),
    db.select().from(smsConsents).where(inArray(smsConsents.supporterId, mine)),
    supporterMail(db, person.emails),
  ]);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: isLanguage(row.lang) ? row.lang : 'en',
    createdAt: iso(row.createdAt),
    emails: person.emails,
    consents,
    notes: notes.map(({ n, author }) => ({
      _id: String(n.id),
      date: iso(n.createdAt),
      text: n.text,
      author,
      kind: n.kind,
    })),
    gifts,
    plans,
    sponsorships: sponsored
      .map(({ s, child }) => ({
        _id: s.id,
        date: iso(s.startedAt),
        child,
        status: s.status,
        endedAt: s.endedAt ? iso(s.endedAt) : null,
      }))
      .sort(byDate),
    messages: messages
      .map((m) => ({ _id: m.id, date: iso(m.createdAt), subject: m.subject, status: m.status }))
      .sort(byDate),
    applications: applied
      .map(({ a, skill }) => ({
        _id: a.id,
        date: iso(a.createdAt),
        skill,
        availabilityDate: String(a.availabilityDate),
      }))
      .sort(byDate),
    subscriptions: subs.map((s) => ({ _id: s.id, date: iso(s.createdAt), email: s.email })),
    smsConsents: sms.map((c) => ({
      _id: c.phone,
      date: iso(c.consentedAt ?? c.updatedAt),
      phone: c.phone,
      consentSource: c.consentSource,
      optedOutAt: c.optedOutAt ? iso(c.optedOutAt) : null,
    })),
    mail,
  };
}
