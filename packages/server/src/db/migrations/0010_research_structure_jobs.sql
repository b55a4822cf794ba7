ALTER TABLE "research_jobs" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "research_jobs" ADD COLUMN "kind" text DEFAULT 'report' NOT NULL;