CREATE TABLE "alternative_counts" (
	"alternative_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"chosen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alternative_counts_alternative_id_shard_pk" PRIMARY KEY("alternative_id","shard")
);
--> statement-breakpoint
CREATE TABLE "alternatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"letter" varchar(2) NOT NULL,
	"text_html" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_stats" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_stats_user_id_course_id_day_subject_id_hour_pk" PRIMARY KEY("user_id","course_id","day","subject_id","hour")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"alternative_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"kind" varchar(12) NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"reference_id" integer,
	"idempotency_key" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" varchar(20) DEFAULT 'Criada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_progress" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"state" varchar(8) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_progress_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"question_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "question_tags_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"topic_id" integer,
	"exam_id" integer,
	"exam_number" smallint,
	"ref" varchar(120),
	"import_hash" varchar(64),
	"text_html" text NOT NULL,
	"explanation_html" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'PUBLICADA' NOT NULL,
	"correct_alternative_id" integer,
	"random_key" double precision DEFAULT random() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(300) NOT NULL,
	CONSTRAINT "tags_description_unique" UNIQUE("description")
);
--> statement-breakpoint
ALTER TABLE "alternative_counts" ADD CONSTRAINT "alternative_counts_alternative_id_alternatives_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."alternatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alternatives" ADD CONSTRAINT "alternatives_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_stats" ADD CONSTRAINT "answer_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alternatives_question_position_key" ON "alternatives" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_user_idempotency_key" ON "answers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_user_question_key" ON "comments" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_course_name_year_key" ON "exams" USING btree ("course_id","name",coalesce("year", 0));--> statement-breakpoint
CREATE INDEX "question_progress_review_idx" ON "question_progress" USING btree ("user_id","subject_id","state","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_course_ref_key" ON "questions" USING btree ("course_id","ref");--> statement-breakpoint
CREATE INDEX "questions_subject_random_idx" ON "questions" USING btree ("subject_id","random_key");--> statement-breakpoint
CREATE INDEX "questions_topic_random_idx" ON "questions" USING btree ("topic_id","random_key");--> statement-breakpoint
CREATE INDEX "questions_exam_idx" ON "questions" USING btree ("exam_id","exam_number");