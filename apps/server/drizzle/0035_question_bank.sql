-- Issue 31 (decision 0058): where each question comes from (board, institution, year, position, level; a past exam's
-- questions inherit the exam's), each question's answers and hits (the difficulty filter), the guesses in each
-- progress row ("que chutei"), the students' cadernos, and the moderated discussion under each question. The counts
-- start from the aggregates already folded and the answers marked "Chutei"; a past exam's questions take its year.
CREATE TABLE "discussion_blocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"text" text NOT NULL,
	"status" varchar(12) DEFAULT 'pendente' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"useful" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_status_check" CHECK ("discussion_comments"."status" in ('pendente', 'aprovado', 'oculto'))
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_votes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notebook_questions" (
	"notebook_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_questions_notebook_id_question_id_pk" PRIMARY KEY("notebook_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"filter" jsonb,
	"question_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_counts" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "banca" varchar(80);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "orgao" varchar(120);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "cargo" varchar(120);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "level" varchar(12);--> statement-breakpoint
ALTER TABLE "question_progress" ADD COLUMN "guesses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "banca" varchar(80);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "orgao" varchar(120);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "cargo" varchar(120);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "level" varchar(12);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "year" smallint;--> statement-breakpoint
ALTER TABLE "discussion_blocks" ADD CONSTRAINT "discussion_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_blocks" ADD CONSTRAINT "discussion_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_parent_id_discussion_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_comment_id_discussion_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_votes" ADD CONSTRAINT "discussion_votes_comment_id_discussion_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."discussion_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_votes" ADD CONSTRAINT "discussion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_questions" ADD CONSTRAINT "notebook_questions_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_questions" ADD CONSTRAINT "notebook_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_counts" ADD CONSTRAINT "question_counts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_question_idx" ON "discussion_comments" USING btree ("question_id","status","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_parent_idx" ON "discussion_comments" USING btree ("parent_id") WHERE "discussion_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "discussion_queue_idx" ON "discussion_comments" USING btree ("created_at") WHERE "discussion_comments"."status" = 'pendente' or "discussion_comments"."reports" > 0;--> statement-breakpoint
CREATE INDEX "discussion_user_created_idx" ON "discussion_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notebooks_user_course_name_key" ON "notebooks" USING btree ("user_id","course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "notebooks_user_idx" ON "notebooks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questions_subject_filter_idx" ON "questions" USING btree ("subject_id","random_key","id","topic_id","exam_id","status","banca","orgao","year","level");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_level_check" CHECK ("exams"."level" is null or "exams"."level" in ('fundamental', 'medio', 'superior'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_level_check" CHECK ("questions"."level" is null or "questions"."level" in ('fundamental', 'medio', 'superior'));--> statement-breakpoint
INSERT INTO "question_counts" ("question_id", "answers", "hits")
SELECT q."id", coalesce(sum(c."chosen"), 0)::int,
       coalesce(sum(c."chosen") FILTER (WHERE q."status" = 'ANULADA' OR x."id" = q."correct_alternative_id"), 0)::int
FROM "questions" q JOIN "alternatives" x ON x."question_id" = q."id"
JOIN "alternative_counts" c ON c."alternative_id" = x."id"
GROUP BY q."id" HAVING sum(c."chosen") > 0;--> statement-breakpoint
UPDATE "question_progress" p SET "guesses" = g."guesses"
FROM (SELECT "user_id", "question_id", count(*)::int AS "guesses" FROM "answers" WHERE "guessed"
      GROUP BY "user_id", "question_id") g
WHERE p."user_id" = g."user_id" AND p."question_id" = g."question_id";--> statement-breakpoint
UPDATE "questions" q SET "year" = e."year" FROM "exams" e WHERE q."exam_id" = e."id" AND q."year" IS NULL;
