-- Decision 0049 (issue 27): the subjects and hours reports get a table each instead of one keyed by both (15 million
-- rows at 40 million answers become about 2 million), and a student's concepts are packed per block of 128 concept
-- ids, so a fold rewrites only the blocks its answers touch. Existing rows are carried over.
CREATE TABLE "student_hour_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"hour" smallint NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_hour_stats_user_id_course_id_hour_pk" PRIMARY KEY("user_id","course_id","hour")
);
--> statement-breakpoint
CREATE TABLE "student_subject_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_subject_stats_user_id_course_id_subject_id_pk" PRIMARY KEY("user_id","course_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "student_hour_stats" ADD CONSTRAINT "student_hour_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_stats" ADD CONSTRAINT "student_subject_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "student_subject_stats" ("user_id", "course_id", "subject_id", "answers", "hits")
SELECT "user_id", "course_id", "subject_id", sum("answers"), sum("hits") FROM "student_subject_hour_stats" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "student_hour_stats" ("user_id", "course_id", "hour", "answers", "hits")
SELECT "user_id", "course_id", "hour", sum("answers"), sum("hits") FROM "student_subject_hour_stats" GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "student_subject_hour_stats" CASCADE;--> statement-breakpoint
ALTER TABLE "concept_stats" DROP CONSTRAINT "concept_stats_user_id_course_id_pk";--> statement-breakpoint
ALTER TABLE "concept_stats" ADD COLUMN "block" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each student's one row of concepts becomes one row per block of 128 concept ids.
WITH "packed" AS (DELETE FROM "concept_stats" RETURNING *)
INSERT INTO "concept_stats" ("user_id", "course_id", "block", "tag_ids", "answers", "hits")
SELECT p."user_id", p."course_id", u.tag_id / 128, array_agg(u.tag_id ORDER BY u.tag_id),
       array_agg(u.answers ORDER BY u.tag_id), array_agg(u.hits ORDER BY u.tag_id)
FROM "packed" p, unnest(p."tag_ids", p."answers", p."hits") AS u(tag_id, answers, hits)
GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "concept_stats" ALTER COLUMN "block" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "concept_stats" ADD CONSTRAINT "concept_stats_user_id_course_id_block_pk" PRIMARY KEY("user_id","course_id","block");
