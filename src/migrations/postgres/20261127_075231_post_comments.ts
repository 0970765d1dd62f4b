import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_post_comments_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "post_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"parent_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"comment" varchar NOT NULL,
  	"status" "enum_post_comments_status" DEFAULT 'pending' NOT NULL,
  	"address_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_comments_id" integer;
  ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id");
  CREATE INDEX "post_comments_parent_idx" ON "post_comments" USING btree ("parent_id");
  CREATE INDEX "post_comments_status_idx" ON "post_comments" USING btree ("status");
  CREATE INDEX "post_comments_updated_at_idx" ON "post_comments" USING btree ("updated_at");
  CREATE INDEX "post_comments_created_at_idx" ON "post_comments" USING btree ("created_at");
  CREATE INDEX "post_status_createdAt_idx" ON "post_comments" USING btree ("post_id","status","created_at");
  CREATE INDEX "addressHash_createdAt_3_idx" ON "post_comments" USING btree ("address_hash","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_comments_fk" FOREIGN KEY ("post_comments_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_post_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("post_comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "post_comments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "post_comments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_comments_fk";
  
  DROP INDEX "payload_locked_documents_rels_post_comments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_comments_id";
  DROP TYPE "public"."enum_post_comments_status";`)
}
