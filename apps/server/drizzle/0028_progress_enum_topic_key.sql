-- Decision 0049 (issue 27): a progress row's state as an enum (4 bytes, not a varchar's 8, on 40 million rows), and a
-- topic's rows keyed by student and topic (the topic names its course).
CREATE TYPE "public"."progress_state" AS ENUM('right', 'wrong', 'skipped');--> statement-breakpoint
ALTER TABLE "topic_stats" DROP CONSTRAINT "topic_stats_user_id_course_id_topic_id_pk";--> statement-breakpoint
ALTER TABLE "question_progress" ALTER COLUMN "state" SET DATA TYPE "public"."progress_state" USING "state"::"public"."progress_state";--> statement-breakpoint
ALTER TABLE "topic_stats" ADD CONSTRAINT "topic_stats_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id");--> statement-breakpoint
ALTER TABLE "topic_stats" DROP COLUMN "course_id";