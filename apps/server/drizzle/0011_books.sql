CREATE TABLE "books" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"status" text DEFAULT 'wantToRead' NOT NULL,
	"total_pages" integer,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"started_at" date,
	"finished_at" date,
	"notes" text,
	"library_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_pages_read_range" CHECK ("books"."pages_read" >= 0 and ("books"."total_pages" is null or "books"."pages_read" <= "books"."total_pages")),
	CONSTRAINT "books_rating_range" CHECK ("books"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_user_id_idx" ON "books" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "books_user_status_id_idx" ON "books" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "books_user_finished_idx" ON "books" USING btree ("user_id","finished_at") WHERE "books"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "books_user_library_idx" ON "books" USING btree ("user_id","library_id") WHERE "books"."library_id" is not null;