ALTER TABLE "focus_sessions" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "focus_sessions_user_client_idx" ON "focus_sessions" USING btree ("user_id","client_id");