-- Decision 0049 (issue 27): course_stats keeps one row per course, month and subject; its shards are summed.
ALTER TABLE "course_stats" DROP CONSTRAINT "course_stats_course_id_month_subject_id_shard_pk";--> statement-breakpoint
WITH "sharded" AS (DELETE FROM "course_stats" RETURNING *)
INSERT INTO "course_stats" ("course_id", "month", "subject_id", "shard", "answers", "hits")
SELECT "course_id", "month", "subject_id", 0, sum("answers"), sum("hits") FROM "sharded" GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "course_stats" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "course_stats" ADD CONSTRAINT "course_stats_course_id_month_subject_id_pk" PRIMARY KEY("course_id","month","subject_id");
