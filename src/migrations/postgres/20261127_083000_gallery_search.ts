import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Gallery search without reading every image (issue 15, item 7): trigram indexes on image titles
 * and descriptions, which PostgreSQL uses for the same ILIKE the search already runs
 * (images.server.ts). pg_trgm ships with PostgreSQL and is a trusted extension. The schema
 * model does not know these indexes, so the snapshot is the previous one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "gallery_images_alt_trgm_idx" ON "gallery_images" USING gin ("alt" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "gallery_images_description_trgm_idx" ON "gallery_images" USING gin ("description" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "gallery_images_alt_trgm_idx";
  DROP INDEX IF EXISTS "gallery_images_description_trgm_idx";`)
}
