ALTER TABLE "subjects" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;