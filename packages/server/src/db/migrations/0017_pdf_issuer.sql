ALTER TABLE "pdf_sessions" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "pdf_sessions" ADD COLUMN "issuer_symbol" text;