import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneContactFormSpam';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneContactFormSpam';
  CREATE TABLE "contact_form_quotas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client" varchar NOT NULL,
  	"window_start" numeric NOT NULL,
  	"window_count" numeric DEFAULT 0 NOT NULL,
  	"hour_start" numeric NOT NULL,
  	"hour_bytes" numeric DEFAULT 0 NOT NULL,
  	"total_bytes" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "form_submissions" ADD COLUMN "mail_lease_owner" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "mail2_lease_owner" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "stored_bytes" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_form_quotas_id" integer;
  CREATE UNIQUE INDEX "contact_form_quotas_client_idx" ON "contact_form_quotas" USING btree ("client");
  CREATE INDEX "contact_form_quotas_updated_at_idx" ON "contact_form_quotas" USING btree ("updated_at");
  CREATE INDEX "contact_form_quotas_created_at_idx" ON "contact_form_quotas" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_form_quotas_fk" FOREIGN KEY ("contact_form_quotas_id") REFERENCES "public"."contact_form_quotas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_form_quotas_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_form_quotas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_form_quotas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_form_quotas" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_form_quotas_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'resolveEmbed', 'sendSubmissionMail', 'sweepSubmissionMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'resolveEmbed', 'sendSubmissionMail', 'sweepSubmissionMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_contact_form_quotas_id_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "mail_lease_owner";
  ALTER TABLE "form_submissions" DROP COLUMN "mail2_lease_owner";
  ALTER TABLE "form_submissions" DROP COLUMN "stored_bytes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_form_quotas_id";`)
}
