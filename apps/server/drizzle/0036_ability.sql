CREATE TABLE "ability_estimates" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"items" integer NOT NULL,
	"theta" double precision,
	"standard_error" double precision,
	"posterior" real[],
	"subject_gains" jsonb,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ability_estimates_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "ability_history" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"week" date NOT NULL,
	"theta" double precision NOT NULL,
	"standard_error" double precision NOT NULL,
	"items" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ability_history_user_id_course_id_week_pk" PRIMARY KEY("user_id","course_id","week")
);
--> statement-breakpoint
CREATE TABLE "course_ability_settings" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"pass_mark" double precision,
	"reference_exam_id" integer
);
--> statement-breakpoint
CREATE TABLE "item_calibration_runs" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"answers" integer NOT NULL,
	"students" integer NOT NULL,
	"iterations" integer NOT NULL,
	"converged" boolean NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_parameters" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"answers" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ability_estimates" ADD CONSTRAINT "ability_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ability_estimates" ADD CONSTRAINT "ability_estimates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ability_history" ADD CONSTRAINT "ability_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ability_history" ADD CONSTRAINT "ability_history_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ability_settings" ADD CONSTRAINT "course_ability_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ability_settings" ADD CONSTRAINT "course_ability_settings_reference_exam_id_exams_id_fk" FOREIGN KEY ("reference_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_calibration_runs" ADD CONSTRAINT "item_calibration_runs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_parameters" ADD CONSTRAINT "item_parameters_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_parameters" ADD CONSTRAINT "item_parameters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_parameters_course_idx" ON "item_parameters" USING btree ("course_id");