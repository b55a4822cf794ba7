CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_started_at_pk" PRIMARY KEY("key","window_started_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text DEFAULT 'investor-' || substr(md5(gen_random_uuid()::text), 1, 10) NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_started_idx" ON "rate_limit_windows" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_lower_key" ON "users" USING btree (lower("handle"));