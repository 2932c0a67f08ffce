import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Scheduled jobs that one instance at a time runs (jobs/lease.ts): a job's row says until
 * when the instance that took it holds it; another takes it only after that.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  until: at('until').notNull(),
});
