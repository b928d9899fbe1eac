-- Decision 0048 (issue 27): the aggregates narrowed to at most the size of the answers they summarise; the rows kept are carried over.
-- answer_stats gives way to practice_day_scores: each student's latest São Paulo day per subject, its counts from
-- answer_stats and the last answer's time from the answers.
CREATE TABLE "practice_day_scores" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"day" date NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_day_scores_user_id_course_id_subject_id_pk" PRIMARY KEY("user_id","course_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "practice_day_scores" ADD CONSTRAINT "practice_day_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "practice_day_scores" ("user_id", "course_id", "subject_id", "day", "answers", "hits", "last_at")
SELECT l.user_id, l.course_id, l.subject_id, l.day, coalesce(sum(s.answers), 0), coalesce(sum(s.hits), 0), l.last_at
FROM (
	SELECT user_id, course_id, subject_id, max(answered_at) AS last_at,
	       (max(answered_at) AT TIME ZONE 'America/Sao_Paulo')::date AS day
	FROM answers GROUP BY 1, 2, 3
) l
LEFT JOIN "answer_stats" s ON s.user_id = l.user_id AND s.course_id = l.course_id AND s.day = l.day
	AND s.subject_id = l.subject_id
GROUP BY l.user_id, l.course_id, l.subject_id, l.day, l.last_at
ORDER BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "answer_stats" CASCADE;--> statement-breakpoint
-- concept_stats packed: one row per student and course, the concepts' counts in arrays sorted by concept.
CREATE TABLE "concept_stats_packed" AS
SELECT user_id, course_id, array_agg(tag_id ORDER BY tag_id) AS tag_ids, array_agg(answers ORDER BY tag_id) AS answers,
       array_agg(hits ORDER BY tag_id) AS hits
FROM "concept_stats" GROUP BY user_id, course_id;--> statement-breakpoint
DROP TABLE "concept_stats";--> statement-breakpoint
CREATE TABLE "concept_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"tag_ids" integer[] NOT NULL,
	"answers" integer[] NOT NULL,
	"hits" integer[] NOT NULL,
	CONSTRAINT "concept_stats_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "concept_stats" ADD CONSTRAINT "concept_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "concept_stats" ("user_id", "course_id", "tag_ids", "answers", "hits")
SELECT user_id, course_id, tag_ids, answers, hits FROM "concept_stats_packed" ORDER BY user_id, course_id;--> statement-breakpoint
DROP TABLE "concept_stats_packed";--> statement-breakpoint
-- alternative_counts without shards: each alternative's shards summed into its one row.
CREATE TABLE "alternative_counts_summed" AS
SELECT alternative_id, sum(chosen)::int AS chosen FROM "alternative_counts" GROUP BY alternative_id;--> statement-breakpoint
DROP TABLE "alternative_counts";--> statement-breakpoint
CREATE TABLE "alternative_counts" (
	"alternative_id" integer PRIMARY KEY NOT NULL,
	"chosen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alternative_counts" ADD CONSTRAINT "alternative_counts_alternative_id_alternatives_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."alternatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "alternative_counts" ("alternative_id", "chosen")
SELECT alternative_id, chosen FROM "alternative_counts_summed" ORDER BY alternative_id;--> statement-breakpoint
DROP TABLE "alternative_counts_summed";--> statement-breakpoint
-- question_progress without attempts, keyed by (user, subject, question): the key serves the subject's reads.
DROP INDEX "question_progress_subject_idx";--> statement-breakpoint
ALTER TABLE "question_progress" DROP CONSTRAINT "question_progress_user_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "question_progress" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_user_id_subject_id_question_id_pk" PRIMARY KEY("user_id","subject_id","question_id");--> statement-breakpoint
-- The fold writes these in batches, alone: no room kept for HOT updates.
ALTER TABLE "question_progress" RESET (fillfactor);--> statement-breakpoint
ALTER TABLE "student_day_stats" RESET (fillfactor);--> statement-breakpoint
ALTER TABLE "student_subject_hour_stats" RESET (fillfactor);--> statement-breakpoint
ALTER TABLE "topic_stats" RESET (fillfactor);--> statement-breakpoint
ALTER TABLE "course_stats" RESET (fillfactor);
