import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_images" ADD COLUMN "shuffle_key" numeric;
  CREATE INDEX "gallery_published_shuffleKey_idx" ON "gallery_images" USING btree ("gallery_id","published","shuffle_key");`)
  // Every image there is draws its place in the stored shuffle (decision 044); new ones draw theirs
  // in the collection's hook.
  await db.execute(sql`UPDATE "gallery_images" SET "shuffle_key" = floor(random() * 2147483648) WHERE "shuffle_key" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "gallery_published_shuffleKey_idx";
  ALTER TABLE "gallery_images" DROP COLUMN "shuffle_key";`)
}
