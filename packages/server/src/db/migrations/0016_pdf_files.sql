CREATE TABLE "pdf_files" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_files" ADD CONSTRAINT "pdf_files_session_id_pdf_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."pdf_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_files" ADD CONSTRAINT "pdf_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;