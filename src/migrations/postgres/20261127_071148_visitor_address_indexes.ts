import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "post_likes_address_hash_idx";
  CREATE INDEX "addressHash_createdAt_idx" ON "post_likes" USING btree ("address_hash","created_at");
  CREATE INDEX "addressHash_createdAt_1_idx" ON "image_comments" USING btree ("address_hash","created_at");
  CREATE INDEX "addressHash_createdAt_2_idx" ON "order_requests" USING btree ("address_hash","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "addressHash_createdAt_idx";
  DROP INDEX "addressHash_createdAt_1_idx";
  DROP INDEX "addressHash_createdAt_2_idx";
  CREATE INDEX "post_likes_address_hash_idx" ON "post_likes" USING btree ("address_hash");`)
}
