-- Issue 29 (decision 0056): when each question of a mock was on a student's screen, for the time per question.
CREATE TABLE "mock_question_views" (
	"user_id" integer NOT NULL,
	"mock_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"shown_at" timestamp with time zone,
	"earlier_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mock_question_views_user_id_mock_id_question_id_pk" PRIMARY KEY("user_id","mock_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "mock_question_views" ADD CONSTRAINT "mock_question_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_question_views" ADD CONSTRAINT "mock_question_views_mock_id_mocks_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_question_views" ADD CONSTRAINT "mock_question_views_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;