CREATE TABLE "pdf_facts" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fact_id" text NOT NULL,
	"measure" text NOT NULL,
	"label" text NOT NULL,
	"period" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"page_number" integer NOT NULL,
	"derived_from" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pdf_facts_session_id_fact_id_pk" PRIMARY KEY("session_id","fact_id")
);
--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "page_class" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "pdf_facts" ADD CONSTRAINT "pdf_facts_session_id_pdf_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."pdf_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_facts" ADD CONSTRAINT "pdf_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_facts_user_idx" ON "pdf_facts" USING btree ("user_id");