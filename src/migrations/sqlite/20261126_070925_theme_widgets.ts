import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_order_idx\` ON \`pages_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_parent_id_idx\` ON \`pages_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_image_idx\` ON \`pages_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`width\` numeric DEFAULT 1000,
  	\`height\` numeric DEFAULT 500,
  	\`animation_ms\` numeric DEFAULT 500,
  	\`pause_ms\` numeric DEFAULT 5000,
  	\`autoplay\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_order_idx\` ON \`pages_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_parent_id_idx\` ON \`pages_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_path_idx\` ON \`pages_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_tiles_order_idx\` ON \`pages_blocks_service_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_tiles_parent_id_idx\` ON \`pages_blocks_service_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_tiles_image_idx\` ON \`pages_blocks_service_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_order_idx\` ON \`pages_blocks_service_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_parent_id_idx\` ON \`pages_blocks_service_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_tiles_path_idx\` ON \`pages_blocks_service_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`allow_multiple\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_order_idx\` ON \`pages_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_parent_id_idx\` ON \`pages_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_order_idx\` ON \`pages_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_parent_id_idx\` ON \`pages_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_path_idx\` ON \`pages_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggles_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`open\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_toggles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggles_items_order_idx\` ON \`pages_blocks_toggles_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggles_items_parent_id_idx\` ON \`pages_blocks_toggles_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggles_order_idx\` ON \`pages_blocks_toggles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggles_parent_id_idx\` ON \`pages_blocks_toggles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggles_path_idx\` ON \`pages_blocks_toggles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pie_charts_charts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_pie_charts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pie_charts_charts_order_idx\` ON \`pages_blocks_pie_charts_charts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pie_charts_charts_parent_id_idx\` ON \`pages_blocks_pie_charts_charts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pie_charts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`size\` numeric DEFAULT 165,
  	\`line_width\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pie_charts_order_idx\` ON \`pages_blocks_pie_charts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pie_charts_parent_id_idx\` ON \`pages_blocks_pie_charts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pie_charts_path_idx\` ON \`pages_blocks_pie_charts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_carousel_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clients_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_clients_order_idx\` ON \`pages_blocks_clients_carousel_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_clients_parent_id_idx\` ON \`pages_blocks_clients_carousel_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_clients_logo_idx\` ON \`pages_blocks_clients_carousel_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clients_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`per_page\` numeric DEFAULT 5,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_order_idx\` ON \`pages_blocks_clients_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_parent_id_idx\` ON \`pages_blocks_clients_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clients_carousel_path_idx\` ON \`pages_blocks_clients_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_post_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From the blog',
  	\`limit\` numeric DEFAULT 4,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_post_tabs_order_idx\` ON \`pages_blocks_post_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_post_tabs_parent_id_idx\` ON \`pages_blocks_post_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_post_tabs_path_idx\` ON \`pages_blocks_post_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_icons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_share_icons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_icons_networks_order_idx\` ON \`pages_blocks_share_icons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_icons_networks_parent_idx\` ON \`pages_blocks_share_icons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_icons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Share this page',
  	\`keywords\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_icons_order_idx\` ON \`pages_blocks_share_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_icons_parent_id_idx\` ON \`pages_blocks_share_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_icons_path_idx\` ON \`pages_blocks_share_icons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_scroll_to_top\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Back to top',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_scroll_to_top_order_idx\` ON \`pages_blocks_scroll_to_top\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_scroll_to_top_parent_id_idx\` ON \`pages_blocks_scroll_to_top\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_scroll_to_top_path_idx\` ON \`pages_blocks_scroll_to_top\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_order_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_image_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`width\` numeric DEFAULT 1000,
  	\`height\` numeric DEFAULT 500,
  	\`animation_ms\` numeric DEFAULT 500,
  	\`pause_ms\` numeric DEFAULT 5000,
  	\`autoplay\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_order_idx\` ON \`_pages_v_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_parent_id_idx\` ON \`_pages_v_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_path_idx\` ON \`_pages_v_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_tiles_order_idx\` ON \`_pages_v_blocks_service_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_tiles_parent_id_idx\` ON \`_pages_v_blocks_service_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_tiles_image_idx\` ON \`_pages_v_blocks_service_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_order_idx\` ON \`_pages_v_blocks_service_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_parent_id_idx\` ON \`_pages_v_blocks_service_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_tiles_path_idx\` ON \`_pages_v_blocks_service_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`allow_multiple\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_order_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_parent_id_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_order_idx\` ON \`_pages_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_parent_id_idx\` ON \`_pages_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_path_idx\` ON \`_pages_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggles_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`open\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_toggles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggles_items_order_idx\` ON \`_pages_v_blocks_toggles_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggles_items_parent_id_idx\` ON \`_pages_v_blocks_toggles_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggles_order_idx\` ON \`_pages_v_blocks_toggles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggles_parent_id_idx\` ON \`_pages_v_blocks_toggles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggles_path_idx\` ON \`_pages_v_blocks_toggles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pie_charts_charts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_pie_charts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pie_charts_charts_order_idx\` ON \`_pages_v_blocks_pie_charts_charts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pie_charts_charts_parent_id_idx\` ON \`_pages_v_blocks_pie_charts_charts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pie_charts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`size\` numeric DEFAULT 165,
  	\`line_width\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pie_charts_order_idx\` ON \`_pages_v_blocks_pie_charts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pie_charts_parent_id_idx\` ON \`_pages_v_blocks_pie_charts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pie_charts_path_idx\` ON \`_pages_v_blocks_pie_charts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_carousel_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_clients_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_clients_order_idx\` ON \`_pages_v_blocks_clients_carousel_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_clients_parent_id_idx\` ON \`_pages_v_blocks_clients_carousel_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_clients_logo_idx\` ON \`_pages_v_blocks_clients_carousel_clients\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clients_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`per_page\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_order_idx\` ON \`_pages_v_blocks_clients_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_parent_id_idx\` ON \`_pages_v_blocks_clients_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clients_carousel_path_idx\` ON \`_pages_v_blocks_clients_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_post_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From the blog',
  	\`limit\` numeric DEFAULT 4,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_post_tabs_order_idx\` ON \`_pages_v_blocks_post_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_post_tabs_parent_id_idx\` ON \`_pages_v_blocks_post_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_post_tabs_path_idx\` ON \`_pages_v_blocks_post_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_icons_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_share_icons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_icons_networks_order_idx\` ON \`_pages_v_blocks_share_icons_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_icons_networks_parent_idx\` ON \`_pages_v_blocks_share_icons_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_icons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Share this page',
  	\`keywords\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_icons_order_idx\` ON \`_pages_v_blocks_share_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_icons_parent_id_idx\` ON \`_pages_v_blocks_share_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_icons_path_idx\` ON \`_pages_v_blocks_share_icons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_scroll_to_top\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Back to top',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scroll_to_top_order_idx\` ON \`_pages_v_blocks_scroll_to_top\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scroll_to_top_parent_id_idx\` ON \`_pages_v_blocks_scroll_to_top\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scroll_to_top_path_idx\` ON \`_pages_v_blocks_scroll_to_top\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`post_likes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_id\` integer NOT NULL,
  	\`visitor_hash\` text NOT NULL,
  	\`address_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`post_likes_post_idx\` ON \`post_likes\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`post_likes_address_hash_idx\` ON \`post_likes\` (\`address_hash\`);`)
  await db.run(sql`CREATE INDEX \`post_likes_updated_at_idx\` ON \`post_likes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_likes_created_at_idx\` ON \`post_likes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`post_visitorHash_idx\` ON \`post_likes\` (\`post_id\`,\`visitor_hash\`);`)
  await db.run(sql`CREATE TABLE \`site_menu_submenu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_menu_submenu_order_idx\` ON \`site_menu_submenu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_menu_submenu_parent_id_idx\` ON \`site_menu_submenu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_menu_submenu_page_idx\` ON \`site_menu_submenu\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`post_likes_id\` integer REFERENCES post_likes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`post_likes_id\`);`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`theme_header_layout\` text DEFAULT 'classic' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggles_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pie_charts_charts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pie_charts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_carousel_clients\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clients_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_post_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_icons_networks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_icons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_scroll_to_top\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggles_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pie_charts_charts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pie_charts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_carousel_clients\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clients_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_post_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_icons_networks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_icons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_scroll_to_top\`;`)
  await db.run(sql`DROP TABLE \`post_likes\`;`)
  await db.run(sql`DROP TABLE \`site_menu_submenu\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`login_throttles_id\`) REFERENCES \`login_throttles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "galleries_id", "gallery_images_id", "albums_id", "gallery_tags_id", "image_comments_id", "image_ratings_id", "price_lists_id", "image_hits_id", "comment_captchas_id", "order_requests_id", "contact_forms_id", "form_submissions_id", "contact_form_quotas_id", "users_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
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
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`theme_header_layout\`;`)
}
