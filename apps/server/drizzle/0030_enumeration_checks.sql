-- Decision 0052 (issue 28): every status, kind and role column holds only the values core declares, the same lists
-- the server's schemas and the web read. Each ADD CONSTRAINT scans its table once (answers the longest).
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('created', 'webhook', 'psp', 'staff', 'expired', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'executed', 'expired', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_check" CHECK ("payments"."confirmed_by" in ('webhook', 'psp', 'staff'));--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_kind_check" CHECK ("answers"."kind" in ('TREINAMENTO', 'CONCURSO', 'Semanal'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('Criada', 'Em análise', 'Respondida', 'Arquivada'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_check" CHECK ("questions"."status" in ('PUBLICADA', 'OCULTA', 'ANULADA'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ array['Admin', 'Gerente', 'Aluno']::text[]);