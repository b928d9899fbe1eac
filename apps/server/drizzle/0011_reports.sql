CREATE TABLE "concept_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "concept_stats_user_id_course_id_tag_id_pk" PRIMARY KEY("user_id","course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "course_stats" (
	"course_id" integer NOT NULL,
	"month" date NOT NULL,
	"subject_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"answers" bigint DEFAULT 0 NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_stats_course_id_month_subject_id_shard_pk" PRIMARY KEY("course_id","month","subject_id","shard")
);
--> statement-breakpoint
CREATE TABLE "topic_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_stats_user_id_course_id_topic_id_pk" PRIMARY KEY("user_id","course_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "details_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_stats" ADD CONSTRAINT "concept_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_stats" ADD CONSTRAINT "topic_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_exam_subject_idx" ON "questions" USING btree ("subject_id","topic_id","id") WHERE "questions"."exam_id" is not null;--> statement-breakpoint
-- Rows updated on every answer keep free room for HOT updates (as 0006).
ALTER TABLE "topic_stats" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "concept_stats" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "course_stats" SET (fillfactor = 50);
--> statement-breakpoint
-- Backfill from the answers already given, so an installation keeps its history (decision 0015): the question's
-- topic and tags as they are now, the month of São Paulo's calendar, the student's shard (id % 8).
INSERT INTO "topic_stats" ("user_id", "course_id", "topic_id", "answers", "hits")
SELECT a."user_id", a."course_id", q."topic_id", count(*), count(*) FILTER (WHERE a."correct")
FROM "answers" a JOIN "questions" q ON q."id" = a."question_id"
WHERE q."topic_id" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "concept_stats" ("user_id", "course_id", "tag_id", "answers", "hits")
SELECT a."user_id", a."course_id", qt."tag_id", count(*), count(*) FILTER (WHERE a."correct")
FROM "answers" a JOIN "question_tags" qt ON qt."question_id" = a."question_id"
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "course_stats" ("course_id", "month", "subject_id", "shard", "answers", "hits")
SELECT "course_id", date_trunc('month', "answered_at" AT TIME ZONE 'America/Sao_Paulo')::date, "subject_id",
       "user_id" % 8, count(*), count(*) FILTER (WHERE "correct")
FROM "answers"
GROUP BY 1, 2, 3, 4;
