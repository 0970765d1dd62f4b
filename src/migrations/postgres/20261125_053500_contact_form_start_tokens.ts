import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions_attachments" ADD COLUMN "original_name" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "meta_start_token" varchar;
  CREATE INDEX "form_submissions_meta_meta_start_token_idx" ON "form_submissions" USING btree ("meta_start_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "form_submissions_meta_meta_start_token_idx";
  ALTER TABLE "form_submissions_attachments" DROP COLUMN "original_name";
  ALTER TABLE "form_submissions" DROP COLUMN "meta_start_token";`)
}
