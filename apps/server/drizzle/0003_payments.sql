CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"txid" varchar(35) NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"br_code" text NOT NULL,
	"payment_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"end_to_end_id" varchar(40),
	"confirmed_by" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_id_months_pk" PRIMARY KEY("plan_id","months")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");