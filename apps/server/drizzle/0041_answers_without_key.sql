-- Issue 46, decision 0071: the fold reads its queue's copy of each answer, so the answers lose their primary key (a
-- B-tree of 0.9 GB at 40 million answers that only the fold read), and question_progress's counters become
-- smallints. The answers queued at the upgrade are copied from the answers while their key still stands.
ALTER TABLE "aggregate_fold_queue" ADD COLUMN "user_id" integer,
  ADD COLUMN "question_id" integer,
  ADD COLUMN "alternative_id" integer,
  ADD COLUMN "correct" boolean,
  ADD COLUMN "guessed" boolean,
  ADD COLUMN "kind" "answer_kind",
  ADD COLUMN "course_id" integer,
  ADD COLUMN "subject_id" integer,
  ADD COLUMN "reference_id" integer,
  ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "aggregate_fold_queue" f SET "user_id" = a."user_id", "question_id" = a."question_id",
  "alternative_id" = a."alternative_id", "correct" = a."correct", "guessed" = a."guessed", "kind" = a."kind",
  "course_id" = a."course_id", "subject_id" = a."subject_id", "reference_id" = a."reference_id",
  "answered_at" = a."answered_at"
FROM "answers" a WHERE a."id" = f."answer_id";--> statement-breakpoint
-- An answer deleted before the upgrade has nothing left to fold.
DELETE FROM "aggregate_fold_queue" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "aggregate_fold_queue" ALTER COLUMN "user_id" SET NOT NULL,
  ALTER COLUMN "question_id" SET NOT NULL,
  ALTER COLUMN "alternative_id" SET NOT NULL,
  ALTER COLUMN "correct" SET NOT NULL,
  ALTER COLUMN "guessed" SET NOT NULL,
  ALTER COLUMN "kind" SET NOT NULL,
  ALTER COLUMN "course_id" SET NOT NULL,
  ALTER COLUMN "subject_id" SET NOT NULL,
  ALTER COLUMN "answered_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_pkey";--> statement-breakpoint
-- One rewrite of question_progress for its seven columns (one ALTER TABLE); a counter past 32,767 is stopped there,
-- as the fold stops it; the card's stability and difficulty in single precision, as core rounds them.
ALTER TABLE "question_progress"
  ALTER COLUMN "stability" SET DATA TYPE real,
  ALTER COLUMN "difficulty" SET DATA TYPE real,
  ALTER COLUMN "answers" SET DATA TYPE smallint USING least("answers", 32767),
  ALTER COLUMN "hits" SET DATA TYPE smallint USING least("hits", 32767),
  ALTER COLUMN "guesses" SET DATA TYPE smallint USING least("guesses", 32767),
  ALTER COLUMN "reps" SET DATA TYPE smallint USING least("reps", 32767),
  ALTER COLUMN "lapses" SET DATA TYPE smallint USING least("lapses", 32767);
