import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_tile_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tile_avif_filename" varchar;
  CREATE INDEX "media_sizes_tile_sizes_tile_filename_idx" ON "media" USING btree ("sizes_tile_filename");
  CREATE INDEX "media_sizes_tile_avif_sizes_tile_avif_filename_idx" ON "media" USING btree ("sizes_tile_avif_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_tile_sizes_tile_filename_idx";
  DROP INDEX "media_sizes_tile_avif_sizes_tile_avif_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_url";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_width";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_height";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_tile_avif_filename";`)
}
