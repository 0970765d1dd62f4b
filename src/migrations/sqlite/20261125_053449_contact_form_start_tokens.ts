import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions_attachments\` ADD \`original_name\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`meta_start_token\` text;`)
  await db.run(sql`CREATE INDEX \`form_submissions_meta_meta_start_token_idx\` ON \`form_submissions\` (\`meta_start_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`form_submissions_meta_meta_start_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`meta_start_token\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions_attachments\` DROP COLUMN \`original_name\`;`)
}
