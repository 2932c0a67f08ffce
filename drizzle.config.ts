import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/mail-schema.ts',
    './src/server/db/cache-schema.ts',
    './src/server/db/limits-schema.ts',
    './src/server/db/settings-schema.ts',
    './src/server/db/recurring-schema.ts',
    './src/server/db/records-schema.ts',
    './src/server/db/sponsorship-schema.ts',
    './src/server/db/images-schema.ts',
    './src/server/db/jobs-schema.ts',
    './src/server/db/sms-schema.ts',
    './src/server/db/giving-links-schema.ts',
    './src/server/db/backup-schema.ts',
    './src/server/db/staff-schema.ts',
    './src/server/db/activity-schema.ts',
    './src/server/db/supporters-schema.ts',
    './src/server/db/supporter-notes-schema.ts',
    './src/server/db/departure-schema.ts',
    './src/server/db/child-gifts-schema.ts',
    './src/server/db/child-news-schema.ts',
    './src/server/core/db/mail-events-schema.ts',
  ],
  out: './drizzle',
});
