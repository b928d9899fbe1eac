-- Decision 0044 (issue 27): the next batch independent of the student's history. A student's place in each subject's
-- fixed order of questions (random_key, rotated at a random origin per student), so the unseen part of a batch is one
-- short index range; new questions behind the place are read by id from (subject_id, id).
CREATE TABLE "practice_positions" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"topic_id" integer DEFAULT 0 NOT NULL,
	"origin" double precision NOT NULL,
	"position" double precision NOT NULL,
	"wrapped" boolean DEFAULT false NOT NULL,
	"new_after_id" integer NOT NULL,
	"with_exams" boolean NOT NULL,
	"pending" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_positions_user_id_subject_id_topic_id_pk" PRIMARY KEY("user_id","subject_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "practice_positions" ADD CONSTRAINT "practice_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_subject_id_idx" ON "questions" USING btree ("subject_id","id");--> statement-breakpoint
-- Every batch moves the row: room on its page keeps the update HOT (no index write).
ALTER TABLE "practice_positions" SET (fillfactor = 70);
