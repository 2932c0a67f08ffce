-- An import's results and a job's answer kept gzipped (columns.ts's packedJson): the rows written before stay readable as plain UTF-8 JSON.
ALTER TABLE "import_runs" ALTER COLUMN "results" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "import_runs" ALTER COLUMN "results" SET DATA TYPE bytea USING convert_to("results"::text, 'UTF8');--> statement-breakpoint
ALTER TABLE "import_runs" ALTER COLUMN "results" SET DEFAULT '\x5b5d'::bytea;--> statement-breakpoint
ALTER TABLE "import_jobs" ALTER COLUMN "answer" SET DATA TYPE bytea USING convert_to("answer"::text, 'UTF8');
