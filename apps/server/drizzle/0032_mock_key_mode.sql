-- Decision 0056 (issue 29): a mock's key at once (the SPEC's) or at its close (modo prova), and when a modo-prova
-- mock's answers, held back while it was open, went to the fold.
ALTER TABLE "mocks" ADD COLUMN "key_mode" varchar(12) DEFAULT 'imediato' NOT NULL;--> statement-breakpoint
ALTER TABLE "mocks" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mocks" ADD CONSTRAINT "mocks_key_mode_check" CHECK ("mocks"."key_mode" in ('imediato', 'ao_encerrar'));