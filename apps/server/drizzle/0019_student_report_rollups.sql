CREATE TABLE "student_day_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_day_stats_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
CREATE TABLE "student_subject_hour_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"hour" smallint NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_subject_hour_stats_user_id_course_id_subject_id_hour_pk" PRIMARY KEY("user_id","course_id","subject_id","hour")
);
--> statement-breakpoint
ALTER TABLE "student_day_stats" ADD CONSTRAINT "student_day_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_hour_stats" ADD CONSTRAINT "student_subject_hour_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Room on each page for the answer statement's updates to stay HOT (as 0006 and 0011 for the other aggregates).
ALTER TABLE "student_day_stats" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "student_subject_hour_stats" SET (fillfactor = 70);
--> statement-breakpoint
-- Backfill from the student's day, subject and hour rows, which hold every answer so far (decision 0033).
INSERT INTO "student_day_stats" ("user_id", "course_id", "day", "answers", "hits")
SELECT "user_id", "course_id", "day", sum("answers"), sum("hits") FROM "answer_stats" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "student_subject_hour_stats" ("user_id", "course_id", "subject_id", "hour", "answers", "hits")
SELECT "user_id", "course_id", "subject_id", "hour", sum("answers"), sum("hits") FROM "answer_stats" GROUP BY 1, 2, 3, 4;
