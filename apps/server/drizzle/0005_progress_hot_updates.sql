DROP INDEX "question_progress_review_idx";--> statement-breakpoint
CREATE INDEX "question_progress_subject_idx" ON "question_progress" USING btree ("user_id","subject_id");