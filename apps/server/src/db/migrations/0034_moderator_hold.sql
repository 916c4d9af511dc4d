ALTER TABLE "complaints" ADD COLUMN "hidden_by_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_moderator" boolean DEFAULT false NOT NULL;