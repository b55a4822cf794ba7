ALTER TABLE "notes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', regexp_replace("content_html", '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
-- PDFs stored before pages were limited to 50,000 characters could not be uploaded today, and a
-- page that long may not fit a search document: they are removed.
DELETE FROM "pdf_sessions" WHERE "id" IN (SELECT "session_id" FROM "pdf_pages" WHERE length("text") > 50000);--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "pdf_pages" SET "user_id" = "pdf_sessions"."user_id" FROM "pdf_sessions" WHERE "pdf_sessions"."id" = "pdf_pages"."session_id";--> statement-breakpoint
ALTER TABLE "pdf_pages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD CONSTRAINT "pdf_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pdf_pages_user_idx" ON "pdf_pages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pdf_pages_search_idx" ON "pdf_pages" USING gin ("search");