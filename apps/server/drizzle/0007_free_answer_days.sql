CREATE TABLE "free_answer_days" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" smallint NOT NULL,
	CONSTRAINT "free_answer_days_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
ALTER TABLE "free_answer_days" ADD CONSTRAINT "free_answer_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The free tier counted answer_stats until now: carry over the recent days' counts so nobody gets the day's
-- free answers twice.
INSERT INTO "free_answer_days" ("user_id", "course_id", "day", "used")
SELECT "user_id", "course_id", "day", least(sum("answers"), 32767)::smallint
FROM "answer_stats"
WHERE "day" >= current_date - 1
GROUP BY "user_id", "course_id", "day";
