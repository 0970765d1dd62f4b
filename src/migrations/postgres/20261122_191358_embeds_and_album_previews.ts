import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gallery_images_embed_status" AS ENUM('pending', 'ready', 'failed');
  CREATE TYPE "public"."enum_albums_preview_style" AS ENUM('compact', 'extended');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resolveEmbed';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resolveEmbed';
  ALTER TABLE "gallery_images" ADD COLUMN "embed_whole_post" boolean DEFAULT false;
  ALTER TABLE "gallery_images" ADD COLUMN "embed_status" "enum_gallery_images_embed_status";
  ALTER TABLE "gallery_images" ADD COLUMN "embed_error" varchar;
  ALTER TABLE "albums" ADD COLUMN "preview_style" "enum_albums_preview_style" DEFAULT 'compact';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'sweepSubmissionMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'sweepSubmissionMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "gallery_images" DROP COLUMN "embed_whole_post";
  ALTER TABLE "gallery_images" DROP COLUMN "embed_status";
  ALTER TABLE "gallery_images" DROP COLUMN "embed_error";
  ALTER TABLE "albums" DROP COLUMN "preview_style";
  DROP TYPE "public"."enum_gallery_images_embed_status";
  DROP TYPE "public"."enum_albums_preview_style";`)
}
