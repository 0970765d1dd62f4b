import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`gallery_images\` ADD \`shuffle_key\` numeric;`)
  await db.run(sql`CREATE INDEX \`gallery_published_shuffleKey_idx\` ON \`gallery_images\` (\`gallery_id\`,\`published\`,\`shuffle_key\`);`)
  // Every image there is draws its place in the stored shuffle (decision 044); new ones draw theirs
  // in the collection's hook. The mask keeps random()'s 64 bits to 0 … 2^31 − 1 (abs() of the
  // smallest 64-bit integer is an overflow error).
  await db.run(sql`UPDATE \`gallery_images\` SET \`shuffle_key\` = (random() & 2147483647) WHERE \`shuffle_key\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`gallery_published_shuffleKey_idx\`;`)
  await db.run(sql`ALTER TABLE \`gallery_images\` DROP COLUMN \`shuffle_key\`;`)
}
