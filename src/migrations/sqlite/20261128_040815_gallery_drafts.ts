import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_galleries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_preview_image_id\` integer,
  	\`version_published\` integer DEFAULT true,
  	\`version_source\` text DEFAULT 'upload',
  	\`version_instagram_user\` text,
  	\`version_instagram_access_token\` text,
  	\`version_instagram_whole_post\` integer DEFAULT false,
  	\`version_instagram_autogallery_image_number\` numeric DEFAULT 12,
  	\`version_instagram_update_flag\` text DEFAULT 'none',
  	\`version_instagram_import_status_state\` text DEFAULT 'idle',
  	\`version_instagram_import_status_done\` numeric,
  	\`version_instagram_import_status_total\` numeric,
  	\`version_instagram_import_status_message\` text,
  	\`version_instagram_import_status_finished_at\` text,
  	\`version_view_default_view\` text DEFAULT 'thumbnails',
  	\`version_view_images_per_page\` numeric,
  	\`version_view_sort_by\` text DEFAULT 'order',
  	\`version_view_show_title\` integer DEFAULT true,
  	\`version_view_show_description\` integer DEFAULT false,
  	\`version_view_show_search\` integer DEFAULT false,
  	\`version_view_show_sort\` integer DEFAULT false,
  	\`version_view_show_tag_filter\` integer DEFAULT false,
  	\`version_view_show_hit_count\` integer DEFAULT false,
  	\`version_view_show_rating\` integer DEFAULT false,
  	\`version_view_disable_right_click\` integer DEFAULT false,
  	\`version_view_watermark\` integer DEFAULT false,
  	\`version_slideshow_image_width\` numeric DEFAULT 800,
  	\`version_slideshow_image_height\` numeric DEFAULT 500,
  	\`version_slideshow_navigation\` text DEFAULT 'filmstrip',
  	\`version_slideshow_filmstrip_direction\` text DEFAULT 'horizontal',
  	\`version_slideshow_filmstrip_width\` numeric DEFAULT 90,
  	\`version_slideshow_filmstrip_height\` numeric DEFAULT 90,
  	\`version_slideshow_play_pause_button_size\` numeric DEFAULT 60,
  	\`version_slideshow_autoplay\` integer DEFAULT false,
  	\`version_slideshow_interval\` numeric DEFAULT 5,
  	\`version_slideshow_enable_shuffle\` integer DEFAULT false,
  	\`version_slideshow_enable_loop\` integer DEFAULT true,
  	\`version_slideshow_preload_images\` numeric DEFAULT 5,
  	\`version_slideshow_watermark_type\` text DEFAULT 'none',
  	\`version_slideshow_watermark_text\` text,
  	\`version_slideshow_watermark_image_id\` integer,
  	\`version_slideshow_watermark_width\` numeric DEFAULT 90,
  	\`version_slideshow_watermark_height\` numeric DEFAULT 90,
  	\`version_slideshow_watermark_font_size\` numeric DEFAULT 20,
  	\`version_slideshow_title_font_size\` numeric DEFAULT 16,
  	\`version_slideshow_description_font_size\` numeric DEFAULT 14,
  	\`version_slideshow_show_title\` integer DEFAULT true,
  	\`version_slideshow_show_description\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_slideshow_watermark_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_parent_idx\` ON \`_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_slug_idx\` ON \`_galleries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_preview_image_idx\` ON \`_galleries_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_published_idx\` ON \`_galleries_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_slideshow_version_slideshow_waterma_idx\` ON \`_galleries_v\` (\`version_slideshow_watermark_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_updated_at_idx\` ON \`_galleries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_created_at_idx\` ON \`_galleries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version__status_idx\` ON \`_galleries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_created_at_idx\` ON \`_galleries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_updated_at_idx\` ON \`_galleries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_latest_idx\` ON \`_galleries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_autosave_idx\` ON \`_galleries_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`galleries\` SET \`_status\` = CASE WHEN \`published\` THEN 'published' ELSE 'draft' END;`)
  await db.run(sql`CREATE INDEX \`galleries__status_idx\` ON \`galleries\` (\`_status\`);`)
  // A draft may have no name or slug yet. Rebuilding the table to drop those NOT NULLs is not safe
  // here: inside the migration's transaction `foreign_keys=OFF` does nothing, so dropping the old
  // table would run its children's ON DELETE actions (every image would lose its gallery). Removing
  // a NOT NULL does not change what is on disk, so SQLite's documented way for it is to edit the
  // table's definition in place (https://sqlite.org/lang_altertable.html#otheralter).
  await setGalleriesDefinition(db, [
    ['`name` text NOT NULL,', '`name` text,'],
    ['`slug` text NOT NULL,', '`slug` text,'],
    ["`source` text DEFAULT 'upload' NOT NULL,", "`source` text DEFAULT 'upload',"],
  ])
}

type Db = MigrateUpArgs['db']

async function setGalleriesDefinition(db: Db, edits: [string, string][]): Promise<void> {
  const [table] = (await db.all(sql`SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'galleries';`)) as { sql: string }[]
  let definition = table!.sql
  for (const [from, to] of edits) {
    if (!definition.includes(from)) throw new Error(`The galleries table is not as the migration expects: no "${from}".`)
    definition = definition.replace(from, to)
  }
  const [{ schema_version: version }] = (await db.all(sql`PRAGMA schema_version;`)) as { schema_version: number }[]
  await db.run(sql`PRAGMA writable_schema=ON;`)
  await db.run(sql`UPDATE sqlite_schema SET sql = ${definition} WHERE type = 'table' AND name = 'galleries';`)
  await db.run(sql.raw(`PRAGMA schema_version=${Number(version) + 1};`))
  await db.run(sql`PRAGMA writable_schema=OFF;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_galleries_v\`;`)
  await setGalleriesDefinition(db, [
    ['`name` text,', '`name` text NOT NULL,'],
    ['`slug` text,', '`slug` text NOT NULL,'],
    ["`source` text DEFAULT 'upload',", "`source` text DEFAULT 'upload' NOT NULL,"],
  ])
  await db.run(sql`DROP INDEX \`galleries__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`_status\`;`)
}
