CREATE TABLE "prospect_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"email" text NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_invitations_complaintId_unique" UNIQUE("complaint_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_invitations" ADD CONSTRAINT "prospect_invitations_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_invitations" ADD CONSTRAINT "prospect_invitations_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_invitations_email_idx" ON "prospect_invitations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "companies_demo_idx" ON "companies" USING btree ("id") WHERE "companies"."is_demo";