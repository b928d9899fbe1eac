CREATE TABLE "mock_questions" (
	"mock_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "mock_questions_mock_id_question_id_pk" PRIMARY KEY("mock_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_results" (
	"mock_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"first_answer_at" timestamp with time zone NOT NULL,
	"last_answer_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mock_results_mock_id_user_id_pk" PRIMARY KEY("mock_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mock_score_counts" (
	"mock_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"hits" integer NOT NULL,
	"participants" integer NOT NULL,
	CONSTRAINT "mock_score_counts_mock_id_hits_shard_pk" PRIMARY KEY("mock_id","hits","shard")
);
--> statement-breakpoint
CREATE TABLE "mocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_minutes" smallint,
	"auto_week" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "mock_questions_per_subject" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_questions" ADD CONSTRAINT "mock_questions_mock_id_mocks_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_questions" ADD CONSTRAINT "mock_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_results" ADD CONSTRAINT "mock_results_mock_id_mocks_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_results" ADD CONSTRAINT "mock_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_score_counts" ADD CONSTRAINT "mock_score_counts_mock_id_mocks_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mocks" ADD CONSTRAINT "mocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_questions_position_key" ON "mock_questions" USING btree ("mock_id","position");--> statement-breakpoint
CREATE INDEX "mock_questions_question_idx" ON "mock_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "mock_results_ranking_idx" ON "mock_results" USING btree ("mock_id","hits" desc,"last_answer_at","user_id");--> statement-breakpoint
CREATE INDEX "mocks_course_window_idx" ON "mocks" USING btree ("course_id","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mocks_course_auto_week_key" ON "mocks" USING btree ("course_id","auto_week");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_mock_once_key" ON "answers" USING btree ("user_id","reference_id","question_id") WHERE "answers"."kind" = 'Semanal';