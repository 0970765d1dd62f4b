import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`page_views_day_idx\` ON \`page_views\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`page_views_updated_at_idx\` ON \`page_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_views_created_at_idx\` ON \`page_views\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`path_day_idx\` ON \`page_views\` (\`path\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`instagram_import_status_state\` text DEFAULT 'idle';`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`instagram_import_status_done\` numeric;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`instagram_import_status_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`instagram_import_status_message\` text;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`instagram_import_status_finished_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_forms\` ADD \`spam_retention_days\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_views_id\` integer REFERENCES page_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_views\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`post_likes_id\` integer,
  	\`media_id\` integer,
  	\`galleries_id\` integer,
  	\`gallery_images_id\` integer,
  	\`albums_id\` integer,
  	\`gallery_tags_id\` integer,
  	\`image_comments_id\` integer,
  	\`image_ratings_id\` integer,
  	\`price_lists_id\` integer,
  	\`image_hits_id\` integer,
  	\`comment_captchas_id\` integer,
  	\`order_requests_id\` integer,
  	\`contact_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`contact_form_quotas_id\` integer,
  	\`users_id\` integer,
  	\`login_throttles_id\` integer,
  	\`post_comments_id\` integer,
  	\`feed_sources_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_likes_id\`) REFERENCES \`post_likes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`albums_id\`) REFERENCES \`albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_tags_id\`) REFERENCES \`gallery_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_comments_id\`) REFERENCES \`image_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_ratings_id\`) REFERENCES \`image_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`image_hits_id\`) REFERENCES \`image_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comment_captchas_id\`) REFERENCES \`comment_captchas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_requests_id\`) REFERENCES \`order_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_forms_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_form_quotas_id\`) REFERENCES \`contact_form_quotas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_throttles_id\`) REFERENCES \`login_throttles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_comments_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feed_sources_id\`) REFERENCES \`feed_sources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "post_likes_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id", "post_comments_id", "feed_sources_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "post_likes_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id", "post_comments_id", "feed_sources_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`post_likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`image_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`image_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_image_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`image_hits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comment_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`comment_captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`order_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_form_quotas_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_form_quotas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`login_throttles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`post_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feed_sources_id_idx\` ON \`payload_locked_documents_rels\` (\`feed_sources_id\`);`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`instagram_import_status_state\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`instagram_import_status_done\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`instagram_import_status_total\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`instagram_import_status_message\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`instagram_import_status_finished_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_forms\` DROP COLUMN \`spam_retention_days\`;`)
}
