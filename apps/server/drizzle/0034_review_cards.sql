-- Issue 30 (decision 0057): "Chutei" on each answer, the review card and the answer counts in each progress row,
-- and the student's exam date per course. The counts start from the answers already folded; cards start empty (the
-- answers before this migration were given without "Chutei": `npm run cards:rebuild` makes their cards).
CREATE TABLE "exam_dates" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_dates_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_kind_check";--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "guessed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "stability" double precision;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "difficulty" double precision;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "reps" integer;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "lapses" integer;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "card_state" smallint;--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_dates" ADD CONSTRAINT "exam_dates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_progress_due_idx" ON "question_progress" USING btree ("user_id","due","subject_id","reviewed_at","question_id") WHERE "question_progress"."due" is not null;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_kind_check" CHECK ("answers"."kind" in ('TREINAMENTO', 'CONCURSO', 'Semanal', 'REVISAO'));--> statement-breakpoint
UPDATE "question_progress" p SET "answers" = x.answers, "hits" = x.hits
FROM (
  SELECT a.user_id, a.question_id, count(*)::int AS answers, (count(*) FILTER (WHERE a.correct))::int AS hits
  FROM "answers" a
  WHERE NOT EXISTS (SELECT 1 FROM "aggregate_fold_queue" f WHERE f.answer_id = a.id)
    AND NOT (a.kind = 'Semanal' AND EXISTS (SELECT 1 FROM "mocks" m WHERE m.id = a.reference_id
      AND m.key_mode = 'ao_encerrar' AND m.released_at IS NULL))
  GROUP BY a.user_id, a.question_id
) x
WHERE p.user_id = x.user_id AND p.question_id = x.question_id;
