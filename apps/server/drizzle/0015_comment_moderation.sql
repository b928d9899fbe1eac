ALTER TABLE "comments" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_course_created_idx" ON "comments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_question_idx" ON "comments" USING btree ("question_id");