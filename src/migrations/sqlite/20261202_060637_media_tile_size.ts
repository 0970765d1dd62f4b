import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_tile_avif_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_tile_sizes_tile_filename_idx\` ON \`media\` (\`sizes_tile_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tile_avif_sizes_tile_avif_filename_idx\` ON \`media\` (\`sizes_tile_avif_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_sizes_tile_sizes_tile_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_tile_avif_sizes_tile_avif_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_tile_avif_filename\`;`)
}
