import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_requests_mail_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_gallery_settings_filmstrip_position" AS ENUM('bottom', 'top', 'start', 'end');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOrderRequestMail' BEFORE 'resolveEmbed';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOrderRequestMail' BEFORE 'resolveEmbed';
  CREATE TABLE "image_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" numeric NOT NULL,
  	"visitor_hash" varchar NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comment_captchas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"answer_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar,
  	"lines" jsonb NOT NULL,
  	"totals" jsonb NOT NULL,
  	"mail_status" "enum_order_requests_mail_status" DEFAULT 'queued',
  	"mail_error" varchar,
  	"address_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "image_comments" ADD COLUMN "address_hash" varchar;
  ALTER TABLE "image_ratings" ADD COLUMN "address_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "image_hits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comment_captchas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_requests_id" integer;
  ALTER TABLE "gallery_settings" ADD COLUMN "filmstrip_position" "enum_gallery_settings_filmstrip_position" DEFAULT 'bottom' NOT NULL;
  CREATE INDEX "image_hits_day_idx" ON "image_hits" USING btree ("day");
  CREATE INDEX "image_hits_updated_at_idx" ON "image_hits" USING btree ("updated_at");
  CREATE INDEX "image_hits_created_at_idx" ON "image_hits" USING btree ("created_at");
  CREATE UNIQUE INDEX "imageId_visitorHash_day_idx" ON "image_hits" USING btree ("image_id","visitor_hash","day");
  CREATE INDEX "imageId_addressHash_day_idx" ON "image_hits" USING btree ("image_id","address_hash","day");
  CREATE UNIQUE INDEX "comment_captchas_token_idx" ON "comment_captchas" USING btree ("token");
  CREATE INDEX "comment_captchas_expires_at_idx" ON "comment_captchas" USING btree ("expires_at");
  CREATE INDEX "comment_captchas_updated_at_idx" ON "comment_captchas" USING btree ("updated_at");
  CREATE INDEX "comment_captchas_created_at_idx" ON "comment_captchas" USING btree ("created_at");
  CREATE INDEX "order_requests_updated_at_idx" ON "order_requests" USING btree ("updated_at");
  CREATE INDEX "order_requests_created_at_idx" ON "order_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_image_hits_fk" FOREIGN KEY ("image_hits_id") REFERENCES "public"."image_hits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comment_captchas_fk" FOREIGN KEY ("comment_captchas_id") REFERENCES "public"."comment_captchas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_requests_fk" FOREIGN KEY ("order_requests_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "image_published_createdAt_idx" ON "image_comments" USING btree ("image_id","published","created_at");
  CREATE INDEX "image_addressHash_idx" ON "image_ratings" USING btree ("image_id","address_hash");
  CREATE INDEX "payload_locked_documents_rels_image_hits_id_idx" ON "payload_locked_documents_rels" USING btree ("image_hits_id");
  CREATE INDEX "payload_locked_documents_rels_comment_captchas_id_idx" ON "payload_locked_documents_rels" USING btree ("comment_captchas_id");
  CREATE INDEX "payload_locked_documents_rels_order_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("order_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "image_hits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comment_captchas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "image_hits" CASCADE;
  DROP TABLE "comment_captchas" CASCADE;
  DROP TABLE "order_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_image_hits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comment_captchas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'resolveEmbed', 'sendSubmissionMail', 'sweepSubmissionMail', 'pruneContactFormSpam');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'resolveEmbed', 'sendSubmissionMail', 'sweepSubmissionMail', 'pruneContactFormSpam');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "image_published_createdAt_idx";
  DROP INDEX "image_addressHash_idx";
  DROP INDEX "payload_locked_documents_rels_image_hits_id_idx";
  DROP INDEX "payload_locked_documents_rels_comment_captchas_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_requests_id_idx";
  ALTER TABLE "image_comments" DROP COLUMN "address_hash";
  ALTER TABLE "image_ratings" DROP COLUMN "address_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "image_hits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comment_captchas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_requests_id";
  ALTER TABLE "gallery_settings" DROP COLUMN "filmstrip_position";
  DROP TYPE "public"."enum_order_requests_mail_status";
  DROP TYPE "public"."enum_gallery_settings_filmstrip_position";`)
}
