import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`gallery_images\` ADD \`embed_whole_post\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`gallery_images\` ADD \`embed_status\` text;`)
  await db.run(sql`ALTER TABLE \`gallery_images\` ADD \`embed_error\` text;`)
  await db.run(sql`ALTER TABLE \`albums\` ADD \`preview_style\` text DEFAULT 'compact';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`gallery_images\` DROP COLUMN \`embed_whole_post\`;`)
  await db.run(sql`ALTER TABLE \`gallery_images\` DROP COLUMN \`embed_status\`;`)
  await db.run(sql`ALTER TABLE \`gallery_images\` DROP COLUMN \`embed_error\`;`)
  await db.run(sql`ALTER TABLE \`albums\` DROP COLUMN \`preview_style\`;`)
}
