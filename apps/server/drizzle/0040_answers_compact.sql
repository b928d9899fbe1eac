-- Issue 46 (decision 0066): the product's tables back under 15 GB at 40 million answers, with the review cards.
-- - answers.kind, a varchar of up to 13 bytes, becomes a 4-byte enum;
-- - answers.idempotency_key keeps a 64-bit digest of the client's UUID (its halves XORed, as core's
--   idempotencyKeyDigest), 8 bytes in each row and in each entry of its unique index instead of 16;
-- - the due index has its two timestamps side by side (no 8 bytes of padding in each of 18 million entries).
-- One rewrite of the answers table: about 2.5 minutes at 40 million answers on the benchmark's machine, answers waiting.
CREATE TYPE "public"."answer_kind" AS ENUM('TREINAMENTO', 'CONCURSO', 'Semanal', 'REVISAO');--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_kind_check";--> statement-breakpoint
-- Its predicate compares kind with a varchar: made again on the enum.
DROP INDEX "answers_mock_once_key";--> statement-breakpoint
ALTER TABLE "answers"
  ALTER COLUMN "kind" SET DATA TYPE "public"."answer_kind" USING "kind"::"public"."answer_kind",
  ALTER COLUMN "idempotency_key" SET DATA TYPE bigint
    USING (('x' || left(replace("idempotency_key"::text, '-', ''), 16))::bit(64)::bigint
           # ('x' || right(replace("idempotency_key"::text, '-', ''), 16))::bit(64)::bigint);--> statement-breakpoint
CREATE UNIQUE INDEX "answers_mock_once_key" ON "answers" USING btree ("user_id","reference_id","question_id") WHERE "answers"."kind" = 'Semanal';--> statement-breakpoint
DROP INDEX "question_progress_due_idx";--> statement-breakpoint
CREATE INDEX "question_progress_due_idx" ON "question_progress" USING btree ("user_id","due","reviewed_at","subject_id","question_id") WHERE "question_progress"."due" is not null;
