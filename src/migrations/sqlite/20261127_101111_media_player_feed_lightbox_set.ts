import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_photo_set_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_photo_set\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_items_order_idx\` ON \`pages_blocks_photo_set_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_items_parent_id_idx\` ON \`pages_blocks_photo_set_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_items_file_idx\` ON \`pages_blocks_photo_set_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_photo_set\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`video_width\` numeric DEFAULT 960,
  	\`video_height\` numeric DEFAULT 540,
  	\`show_thumbnails\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_order_idx\` ON \`pages_blocks_photo_set\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_parent_id_idx\` ON \`pages_blocks_photo_set\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_set_path_idx\` ON \`pages_blocks_photo_set\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_player_tracks_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_player_tracks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_tracks_sources_order_idx\` ON \`pages_blocks_media_player_tracks_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_tracks_sources_parent_id_idx\` ON \`pages_blocks_media_player_tracks_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_tracks_sources_file_idx\` ON \`pages_blocks_media_player_tracks_sources\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_player_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`artist\` text,
  	\`free\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_tracks_order_idx\` ON \`pages_blocks_media_player_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_tracks_parent_id_idx\` ON \`pages_blocks_media_player_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`kind\` text DEFAULT 'audio',
  	\`poster_id\` integer,
  	\`volume\` numeric DEFAULT 0.8,
  	\`auto_play\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`shuffle_on_loop\` integer DEFAULT true,
  	\`loop_on_previous\` integer DEFAULT false,
  	\`remove_controls\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_order_idx\` ON \`pages_blocks_media_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_parent_id_idx\` ON \`pages_blocks_media_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_path_idx\` ON \`pages_blocks_media_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_player_poster_idx\` ON \`pages_blocks_media_player\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source_id\` integer,
  	\`endpoint\` text DEFAULT 'timeline',
  	\`account\` text,
  	\`list\` text,
  	\`query\` text,
  	\`count\` numeric DEFAULT 3,
  	\`include_retweets\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`source_id\`) REFERENCES \`feed_sources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_feed_order_idx\` ON \`pages_blocks_social_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_feed_parent_id_idx\` ON \`pages_blocks_social_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_feed_path_idx\` ON \`pages_blocks_social_feed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_feed_source_idx\` ON \`pages_blocks_social_feed\` (\`source_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_photo_set_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_photo_set\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_items_order_idx\` ON \`_pages_v_blocks_photo_set_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_items_parent_id_idx\` ON \`_pages_v_blocks_photo_set_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_items_file_idx\` ON \`_pages_v_blocks_photo_set_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_photo_set\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`video_width\` numeric DEFAULT 960,
  	\`video_height\` numeric DEFAULT 540,
  	\`show_thumbnails\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_order_idx\` ON \`_pages_v_blocks_photo_set\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_parent_id_idx\` ON \`_pages_v_blocks_photo_set\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_set_path_idx\` ON \`_pages_v_blocks_photo_set\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_player_tracks_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_player_tracks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_tracks_sources_order_idx\` ON \`_pages_v_blocks_media_player_tracks_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_tracks_sources_parent_id_idx\` ON \`_pages_v_blocks_media_player_tracks_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_tracks_sources_file_idx\` ON \`_pages_v_blocks_media_player_tracks_sources\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_player_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`artist\` text,
  	\`free\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_tracks_order_idx\` ON \`_pages_v_blocks_media_player_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_tracks_parent_id_idx\` ON \`_pages_v_blocks_media_player_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`kind\` text DEFAULT 'audio',
  	\`poster_id\` integer,
  	\`volume\` numeric DEFAULT 0.8,
  	\`auto_play\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`shuffle_on_loop\` integer DEFAULT true,
  	\`loop_on_previous\` integer DEFAULT false,
  	\`remove_controls\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_order_idx\` ON \`_pages_v_blocks_media_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_parent_id_idx\` ON \`_pages_v_blocks_media_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_path_idx\` ON \`_pages_v_blocks_media_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_player_poster_idx\` ON \`_pages_v_blocks_media_player\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source_id\` integer,
  	\`endpoint\` text DEFAULT 'timeline',
  	\`account\` text,
  	\`list\` text,
  	\`query\` text,
  	\`count\` numeric DEFAULT 3,
  	\`include_retweets\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`source_id\`) REFERENCES \`feed_sources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_feed_order_idx\` ON \`_pages_v_blocks_social_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_feed_parent_id_idx\` ON \`_pages_v_blocks_social_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_feed_path_idx\` ON \`_pages_v_blocks_social_feed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_feed_source_idx\` ON \`_pages_v_blocks_social_feed\` (\`source_id\`);`)
  await db.run(sql`CREATE TABLE \`feed_sources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'mastodon' NOT NULL,
  	\`base_url\` text NOT NULL,
  	\`token\` text,
  	\`cache_minutes\` numeric DEFAULT 5,
  	\`timeout_ms\` numeric DEFAULT 5000,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`feed_sources_name_idx\` ON \`feed_sources\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`feed_sources_updated_at_idx\` ON \`feed_sources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feed_sources_created_at_idx\` ON \`feed_sources\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feed_sources_id\` integer REFERENCES feed_sources(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feed_sources_id_idx\` ON \`payload_locked_documents_rels\` (\`feed_sources_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_photo_set_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_photo_set\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_player_tracks_sources\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_player_tracks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_feed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_photo_set_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_photo_set\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_player_tracks_sources\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_player_tracks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_player\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_feed\`;`)
  await db.run(sql`DROP TABLE \`feed_sources\`;`)
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
  	FOREIGN KEY (\`post_comments_id\`) REFERENCES \`post_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "post_likes_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id", "post_comments_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "post_likes_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id", "post_comments_id" FROM \`payload_locked_documents_rels\`;`)
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
}
