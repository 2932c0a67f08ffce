import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/core/db/schema.ts',
    './src/server/core/db/mail-schema.ts',
    './src/server/core/db/cache-schema.ts',
    './src/server/core/db/limits-schema.ts',
    './src/server/core/db/settings-schema.ts',
    './src/server/core/db/recurring-schema.ts',
    './src/server/core/db/records-schema.ts',
    './src/server/core/db/sponsorship-schema.ts',
    './src/server/core/db/images-schema.ts',
    './src/server/core/db/jobs-schema.ts',
    './src/server/core/db/sms-schema.ts',
    './src/server/core/db/giving-links-schema.ts',
    './src/server/core/db/backup-schema.ts',
    './src/server/core/db/staff-schema.ts',
    './src/server/core/db/activity-schema.ts',
    './src/server/core/db/supporters-schema.ts',
    './src/server/core/db/supporter-notes-schema.ts',
    './src/server/core/db/departure-schema.ts',
    './src/server/core/db/child-gifts-schema.ts',
    './src/server/core/db/child-news-schema.ts',
    './src/server/core/db/mail-events-schema.ts',
  ],
  out: './drizzle',
});
