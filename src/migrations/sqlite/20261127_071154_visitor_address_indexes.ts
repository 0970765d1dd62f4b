import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`post_likes_address_hash_idx\`;`)
  await db.run(sql`CREATE INDEX \`addressHash_createdAt_idx\` ON \`post_likes\` (\`address_hash\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`addressHash_createdAt_1_idx\` ON \`image_comments\` (\`address_hash\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`addressHash_createdAt_2_idx\` ON \`order_requests\` (\`address_hash\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`addressHash_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`post_likes_address_hash_idx\` ON \`post_likes\` (\`address_hash\`);`)
  await db.run(sql`DROP INDEX \`addressHash_createdAt_1_idx\`;`)
  await db.run(sql`DROP INDEX \`addressHash_createdAt_2_idx\`;`)
}
