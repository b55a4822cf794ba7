CREATE TABLE "research_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"draft_id" uuid,
	"company_name" text NOT NULL,
	"company_ticker" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"progress" jsonb NOT NULL,
	"sanity_checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_ticker" text NOT NULL,
	"materials" jsonb NOT NULL,
	"pillars" jsonb NOT NULL,
	"structure" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"draft_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"answer" jsonb NOT NULL,
	"summary" text,
	"readability" text
);
--> statement-breakpoint
CREATE TABLE "research_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pillar_id" text NOT NULL,
	"title" text NOT NULL,
	"structured_content" jsonb NOT NULL,
	"pillar_report" text
);
--> statement-breakpoint
ALTER TABLE "research_documents" ADD CONSTRAINT "research_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_documents" ADD CONSTRAINT "research_documents_draft_id_research_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."research_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_drafts" ADD CONSTRAINT "research_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_draft_id_research_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."research_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD CONSTRAINT "research_jobs_document_id_research_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."research_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_questions" ADD CONSTRAINT "research_questions_section_id_research_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."research_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sections" ADD CONSTRAINT "research_sections_document_id_research_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."research_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_documents_user_idx" ON "research_documents" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "research_drafts_user_idx" ON "research_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "research_jobs_idempotency_key" ON "research_jobs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "research_jobs_claim_idx" ON "research_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "research_questions_section_idx" ON "research_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "research_sections_document_pillar_key" ON "research_sections" USING btree ("document_id","pillar_id");