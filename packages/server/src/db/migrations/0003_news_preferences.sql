CREATE TABLE "news_preferences" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"custom_search_terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_preferences_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "news_preferences" ADD CONSTRAINT "news_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;