ALTER TABLE "api_clients" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "last_used_ip" text;--> statement-breakpoint
CREATE INDEX "api_clients_last_used_ip_idx" ON "api_clients" USING btree ("last_used_at") WHERE "api_clients"."last_used_ip" IS NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express data): business keys from before scopes keep what they could do, read and
-- write (decision 188). The web app's own client (no company) has no key and needs none.
UPDATE "api_clients" SET "scopes" = ARRAY['read', 'write']::text[] WHERE "company_id" IS NOT NULL;
