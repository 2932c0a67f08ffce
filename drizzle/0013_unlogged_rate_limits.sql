-- Rate-limit counters live for minutes: after a crash they may start again from zero,
-- so they skip the write-ahead log. A hit's autocommit then waits for no disk flush
-- (two hits on every public write, issue 17's donation round trip). Not replicated to
-- a standby either: after a failover the windows simply start again.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
