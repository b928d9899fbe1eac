-- Rows updated on every answer keep free room in their pages, so the update stays on the page (HOT) and
-- touches no index.
ALTER TABLE "question_progress" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "answer_stats" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "alternative_counts" SET (fillfactor = 50);
