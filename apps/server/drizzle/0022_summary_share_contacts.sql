CREATE TABLE "summary_share_contacts" (
	"owner_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_share_contacts_owner_id_recipient_id_pk" PRIMARY KEY("owner_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "summary_share_contacts" ADD CONSTRAINT "summary_share_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_share_contacts" ADD CONSTRAINT "summary_share_contacts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summary_share_contacts_recipient_idx" ON "summary_share_contacts" USING btree ("recipient_id");--> statement-breakpoint
-- Issue 25: the people already shared with are known ones, shared with first when their oldest share was made.
INSERT INTO "summary_share_contacts" ("owner_id", "recipient_id", "created_at")
SELECT f."user_id", s."user_id", min(s."created_at")
FROM "summary_shares" s JOIN "summary_files" f ON f."id" = s."file_id"
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
