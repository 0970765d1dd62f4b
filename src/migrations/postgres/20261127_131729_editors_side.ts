import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_galleries_instagram_import_status_state" AS ENUM('idle', 'running', 'done', 'failed');
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "galleries" ADD COLUMN "instagram_import_status_state" "enum_galleries_instagram_import_status_state" DEFAULT 'idle';
  ALTER TABLE "galleries" ADD COLUMN "instagram_import_status_done" numeric;
  ALTER TABLE "galleries" ADD COLUMN "instagram_import_status_total" numeric;
  ALTER TABLE "galleries" ADD COLUMN "instagram_import_status_message" varchar;
  ALTER TABLE "galleries" ADD COLUMN "instagram_import_status_finished_at" timestamp(3) with time zone;
  ALTER TABLE "contact_forms" ADD COLUMN "spam_retention_days" numeric DEFAULT 30;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_views_id" integer;
  CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "path_day_idx" ON "page_views" USING btree ("path","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_views" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_views_fk";
  
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_page_views_id_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "galleries" DROP COLUMN "instagram_import_status_state";
  ALTER TABLE "galleries" DROP COLUMN "instagram_import_status_done";
  ALTER TABLE "galleries" DROP COLUMN "instagram_import_status_total";
  ALTER TABLE "galleries" DROP COLUMN "instagram_import_status_message";
  ALTER TABLE "galleries" DROP COLUMN "instagram_import_status_finished_at";
  ALTER TABLE "contact_forms" DROP COLUMN "spam_retention_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_views_id";
  DROP TYPE "public"."enum_galleries_instagram_import_status_state";`)
}
