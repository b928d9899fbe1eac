CREATE TABLE "alternative_stats" (
	"alternative_id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" integer NOT NULL,
	"share" double precision NOT NULL,
	"point_biserial" double precision
);
--> statement-breakpoint
CREATE TABLE "item_stats_runs" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"questions" integer NOT NULL,
	"answers" integer NOT NULL,
	"students" integer NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_stats" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"answers" integer NOT NULL,
	"facility" double precision NOT NULL,
	"discrimination" double precision,
	"correct_alternative_id" integer,
	"key_point_biserial" double precision,
	"key_suspect" boolean NOT NULL,
	"facility_extreme" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_dismissals" (
	"question_id" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"answers" integer NOT NULL,
	"facility" double precision,
	"correct_alternative_id" integer,
	"open_comments" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_dismissals_question_id_reason_pk" PRIMARY KEY("question_id","reason")
);
--> statement-breakpoint
ALTER TABLE "alternative_stats" ADD CONSTRAINT "alternative_stats_alternative_id_alternatives_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."alternatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alternative_stats" ADD CONSTRAINT "alternative_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stats_runs" ADD CONSTRAINT "item_stats_runs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_stats" ADD CONSTRAINT "question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_dismissals" ADD CONSTRAINT "review_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alternative_stats_question_idx" ON "alternative_stats" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_stats_course_idx" ON "question_stats" USING btree ("course_id");