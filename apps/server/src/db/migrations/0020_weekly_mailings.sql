CREATE TABLE "weekly_mailings" (
	"kind" text NOT NULL,
	"week" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_mailings_unique" ON "weekly_mailings" USING btree ("kind","week","recipient");