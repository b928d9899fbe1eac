CREATE TABLE "summary_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summary_files" ADD CONSTRAINT "summary_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_files" ADD CONSTRAINT "summary_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_shares" ADD CONSTRAINT "summary_shares_file_id_summary_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."summary_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_shares" ADD CONSTRAINT "summary_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summary_files_user_idx" ON "summary_files" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "summary_shares_file_user_key" ON "summary_shares" USING btree ("file_id","user_id");--> statement-breakpoint
CREATE INDEX "summary_shares_user_idx" ON "summary_shares" USING btree ("user_id");