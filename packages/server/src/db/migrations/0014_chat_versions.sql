ALTER TABLE "chat_messages" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "version_of" uuid;