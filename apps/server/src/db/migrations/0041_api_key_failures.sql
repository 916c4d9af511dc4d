CREATE TABLE "api_key_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_key_failures_last_failed_idx" ON "api_key_failures" USING btree ("last_failed_at");