import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_share_icons_networks" AS ENUM('facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'whatsapp', 'email');
  CREATE TYPE "public"."enum__pages_v_blocks_share_icons_networks" AS ENUM('facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'whatsapp', 'email');
  CREATE TYPE "public"."enum_site_theme_header_layout" AS ENUM('classic', 'boxed');
  CREATE TABLE "pages_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"width" numeric DEFAULT 1000,
  	"height" numeric DEFAULT 500,
  	"animation_ms" numeric DEFAULT 500,
  	"pause_ms" numeric DEFAULT 5000,
  	"autoplay" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_service_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_service_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"allow_multiple" boolean DEFAULT false,
  	"open_first" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_toggles_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"open" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_toggles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pie_charts_charts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_pie_charts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"size" numeric DEFAULT 165,
  	"line_width" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_clients_carousel_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_clients_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"per_page" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_post_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From the blog',
  	"limit" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_share_icons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_share_icons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_share_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Share this page',
  	"keywords" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_scroll_to_top" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Back to top',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"width" numeric DEFAULT 1000,
  	"height" numeric DEFAULT 500,
  	"animation_ms" numeric DEFAULT 500,
  	"pause_ms" numeric DEFAULT 5000,
  	"autoplay" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"allow_multiple" boolean DEFAULT false,
  	"open_first" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_toggles_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"open" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_toggles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pie_charts_charts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pie_charts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"size" numeric DEFAULT 165,
  	"line_width" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_clients_carousel_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_clients_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"per_page" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_post_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From the blog',
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_icons_networks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_share_icons_networks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_share_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Share this page',
  	"keywords" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_scroll_to_top" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Back to top',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "post_likes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"visitor_hash" varchar NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_menu_submenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"url" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_likes_id" integer;
  ALTER TABLE "site" ADD COLUMN "theme_header_layout" "enum_site_theme_header_layout" DEFAULT 'classic' NOT NULL;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_tiles_tiles" ADD CONSTRAINT "pages_blocks_service_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_tiles_tiles" ADD CONSTRAINT "pages_blocks_service_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_tiles" ADD CONSTRAINT "pages_blocks_service_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_items" ADD CONSTRAINT "pages_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggles_items" ADD CONSTRAINT "pages_blocks_toggles_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_toggles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggles" ADD CONSTRAINT "pages_blocks_toggles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pie_charts_charts" ADD CONSTRAINT "pages_blocks_pie_charts_charts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pie_charts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pie_charts" ADD CONSTRAINT "pages_blocks_pie_charts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_clients_carousel_clients" ADD CONSTRAINT "pages_blocks_clients_carousel_clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_clients_carousel_clients" ADD CONSTRAINT "pages_blocks_clients_carousel_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_clients_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_clients_carousel" ADD CONSTRAINT "pages_blocks_clients_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_tabs" ADD CONSTRAINT "pages_blocks_post_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_icons_networks" ADD CONSTRAINT "pages_blocks_share_icons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_share_icons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_icons" ADD CONSTRAINT "pages_blocks_share_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_scroll_to_top" ADD CONSTRAINT "pages_blocks_scroll_to_top_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_service_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_service_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_tiles" ADD CONSTRAINT "_pages_v_blocks_service_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_items" ADD CONSTRAINT "_pages_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggles_items" ADD CONSTRAINT "_pages_v_blocks_toggles_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_toggles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggles" ADD CONSTRAINT "_pages_v_blocks_toggles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pie_charts_charts" ADD CONSTRAINT "_pages_v_blocks_pie_charts_charts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pie_charts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pie_charts" ADD CONSTRAINT "_pages_v_blocks_pie_charts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_clients_carousel_clients" ADD CONSTRAINT "_pages_v_blocks_clients_carousel_clients_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_clients_carousel_clients" ADD CONSTRAINT "_pages_v_blocks_clients_carousel_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_clients_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_clients_carousel" ADD CONSTRAINT "_pages_v_blocks_clients_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_tabs" ADD CONSTRAINT "_pages_v_blocks_post_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_icons_networks" ADD CONSTRAINT "_pages_v_blocks_share_icons_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_share_icons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_icons" ADD CONSTRAINT "_pages_v_blocks_share_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_scroll_to_top" ADD CONSTRAINT "_pages_v_blocks_scroll_to_top_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_menu_submenu" ADD CONSTRAINT "site_menu_submenu_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_menu_submenu" ADD CONSTRAINT "site_menu_submenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_menu"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_content_slider_slides_order_idx" ON "pages_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_slides_parent_id_idx" ON "pages_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_slides_image_idx" ON "pages_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_content_slider_order_idx" ON "pages_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_parent_id_idx" ON "pages_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_path_idx" ON "pages_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_tiles_tiles_order_idx" ON "pages_blocks_service_tiles_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_tiles_tiles_parent_id_idx" ON "pages_blocks_service_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_tiles_tiles_image_idx" ON "pages_blocks_service_tiles_tiles" USING btree ("image_id");
  CREATE INDEX "pages_blocks_service_tiles_order_idx" ON "pages_blocks_service_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_tiles_parent_id_idx" ON "pages_blocks_service_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_tiles_path_idx" ON "pages_blocks_service_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_tabs_items_order_idx" ON "pages_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_items_parent_id_idx" ON "pages_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_toggles_items_order_idx" ON "pages_blocks_toggles_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_toggles_items_parent_id_idx" ON "pages_blocks_toggles_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_toggles_order_idx" ON "pages_blocks_toggles" USING btree ("_order");
  CREATE INDEX "pages_blocks_toggles_parent_id_idx" ON "pages_blocks_toggles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_toggles_path_idx" ON "pages_blocks_toggles" USING btree ("_path");
  CREATE INDEX "pages_blocks_pie_charts_charts_order_idx" ON "pages_blocks_pie_charts_charts" USING btree ("_order");
  CREATE INDEX "pages_blocks_pie_charts_charts_parent_id_idx" ON "pages_blocks_pie_charts_charts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pie_charts_order_idx" ON "pages_blocks_pie_charts" USING btree ("_order");
  CREATE INDEX "pages_blocks_pie_charts_parent_id_idx" ON "pages_blocks_pie_charts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pie_charts_path_idx" ON "pages_blocks_pie_charts" USING btree ("_path");
  CREATE INDEX "pages_blocks_clients_carousel_clients_order_idx" ON "pages_blocks_clients_carousel_clients" USING btree ("_order");
  CREATE INDEX "pages_blocks_clients_carousel_clients_parent_id_idx" ON "pages_blocks_clients_carousel_clients" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clients_carousel_clients_logo_idx" ON "pages_blocks_clients_carousel_clients" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_clients_carousel_order_idx" ON "pages_blocks_clients_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_clients_carousel_parent_id_idx" ON "pages_blocks_clients_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clients_carousel_path_idx" ON "pages_blocks_clients_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_post_tabs_order_idx" ON "pages_blocks_post_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_post_tabs_parent_id_idx" ON "pages_blocks_post_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_post_tabs_path_idx" ON "pages_blocks_post_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_share_icons_networks_order_idx" ON "pages_blocks_share_icons_networks" USING btree ("order");
  CREATE INDEX "pages_blocks_share_icons_networks_parent_idx" ON "pages_blocks_share_icons_networks" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_share_icons_order_idx" ON "pages_blocks_share_icons" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_icons_parent_id_idx" ON "pages_blocks_share_icons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_icons_path_idx" ON "pages_blocks_share_icons" USING btree ("_path");
  CREATE INDEX "pages_blocks_scroll_to_top_order_idx" ON "pages_blocks_scroll_to_top" USING btree ("_order");
  CREATE INDEX "pages_blocks_scroll_to_top_parent_id_idx" ON "pages_blocks_scroll_to_top" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_scroll_to_top_path_idx" ON "pages_blocks_scroll_to_top" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_order_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_parent_id_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_image_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_slider_order_idx" ON "_pages_v_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_parent_id_idx" ON "_pages_v_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_path_idx" ON "_pages_v_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_tiles_tiles_order_idx" ON "_pages_v_blocks_service_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_tiles_tiles_parent_id_idx" ON "_pages_v_blocks_service_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_tiles_tiles_image_idx" ON "_pages_v_blocks_service_tiles_tiles" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_service_tiles_order_idx" ON "_pages_v_blocks_service_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_tiles_parent_id_idx" ON "_pages_v_blocks_service_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_tiles_path_idx" ON "_pages_v_blocks_service_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tabs_items_order_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_items_parent_id_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_toggles_items_order_idx" ON "_pages_v_blocks_toggles_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_toggles_items_parent_id_idx" ON "_pages_v_blocks_toggles_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_toggles_order_idx" ON "_pages_v_blocks_toggles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_toggles_parent_id_idx" ON "_pages_v_blocks_toggles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_toggles_path_idx" ON "_pages_v_blocks_toggles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pie_charts_charts_order_idx" ON "_pages_v_blocks_pie_charts_charts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pie_charts_charts_parent_id_idx" ON "_pages_v_blocks_pie_charts_charts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pie_charts_order_idx" ON "_pages_v_blocks_pie_charts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pie_charts_parent_id_idx" ON "_pages_v_blocks_pie_charts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pie_charts_path_idx" ON "_pages_v_blocks_pie_charts" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_clients_carousel_clients_order_idx" ON "_pages_v_blocks_clients_carousel_clients" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clients_carousel_clients_parent_id_idx" ON "_pages_v_blocks_clients_carousel_clients" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_carousel_clients_logo_idx" ON "_pages_v_blocks_clients_carousel_clients" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_clients_carousel_order_idx" ON "_pages_v_blocks_clients_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clients_carousel_parent_id_idx" ON "_pages_v_blocks_clients_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clients_carousel_path_idx" ON "_pages_v_blocks_clients_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_post_tabs_order_idx" ON "_pages_v_blocks_post_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_post_tabs_parent_id_idx" ON "_pages_v_blocks_post_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_post_tabs_path_idx" ON "_pages_v_blocks_post_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_share_icons_networks_order_idx" ON "_pages_v_blocks_share_icons_networks" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_share_icons_networks_parent_idx" ON "_pages_v_blocks_share_icons_networks" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_share_icons_order_idx" ON "_pages_v_blocks_share_icons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_icons_parent_id_idx" ON "_pages_v_blocks_share_icons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_icons_path_idx" ON "_pages_v_blocks_share_icons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_scroll_to_top_order_idx" ON "_pages_v_blocks_scroll_to_top" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_scroll_to_top_parent_id_idx" ON "_pages_v_blocks_scroll_to_top" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_scroll_to_top_path_idx" ON "_pages_v_blocks_scroll_to_top" USING btree ("_path");
  CREATE INDEX "post_likes_post_idx" ON "post_likes" USING btree ("post_id");
  CREATE INDEX "post_likes_address_hash_idx" ON "post_likes" USING btree ("address_hash");
  CREATE INDEX "post_likes_updated_at_idx" ON "post_likes" USING btree ("updated_at");
  CREATE INDEX "post_likes_created_at_idx" ON "post_likes" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_visitorHash_idx" ON "post_likes" USING btree ("post_id","visitor_hash");
  CREATE INDEX "site_menu_submenu_order_idx" ON "site_menu_submenu" USING btree ("_order");
  CREATE INDEX "site_menu_submenu_parent_id_idx" ON "site_menu_submenu" USING btree ("_parent_id");
  CREATE INDEX "site_menu_submenu_page_idx" ON "site_menu_submenu" USING btree ("page_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_likes_fk" FOREIGN KEY ("post_likes_id") REFERENCES "public"."post_likes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_post_likes_id_idx" ON "payload_locked_documents_rels" USING btree ("post_likes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_content_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_content_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_toggles_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_toggles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pie_charts_charts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pie_charts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_clients_carousel_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_clients_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_post_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_share_icons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_share_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_scroll_to_top" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_toggles_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_toggles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pie_charts_charts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pie_charts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_clients_carousel_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_clients_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_post_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_share_icons_networks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_share_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_scroll_to_top" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "post_likes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_menu_submenu" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_content_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_content_slider" CASCADE;
  DROP TABLE "pages_blocks_service_tiles_tiles" CASCADE;
  DROP TABLE "pages_blocks_service_tiles" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_tabs_items" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_toggles_items" CASCADE;
  DROP TABLE "pages_blocks_toggles" CASCADE;
  DROP TABLE "pages_blocks_pie_charts_charts" CASCADE;
  DROP TABLE "pages_blocks_pie_charts" CASCADE;
  DROP TABLE "pages_blocks_clients_carousel_clients" CASCADE;
  DROP TABLE "pages_blocks_clients_carousel" CASCADE;
  DROP TABLE "pages_blocks_post_tabs" CASCADE;
  DROP TABLE "pages_blocks_share_icons_networks" CASCADE;
  DROP TABLE "pages_blocks_share_icons" CASCADE;
  DROP TABLE "pages_blocks_scroll_to_top" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_service_tiles_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_service_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_toggles_items" CASCADE;
  DROP TABLE "_pages_v_blocks_toggles" CASCADE;
  DROP TABLE "_pages_v_blocks_pie_charts_charts" CASCADE;
  DROP TABLE "_pages_v_blocks_pie_charts" CASCADE;
  DROP TABLE "_pages_v_blocks_clients_carousel_clients" CASCADE;
  DROP TABLE "_pages_v_blocks_clients_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_post_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_share_icons_networks" CASCADE;
  DROP TABLE "_pages_v_blocks_share_icons" CASCADE;
  DROP TABLE "_pages_v_blocks_scroll_to_top" CASCADE;
  DROP TABLE "post_likes" CASCADE;
  DROP TABLE "site_menu_submenu" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_likes_fk";
  
  DROP INDEX "payload_locked_documents_rels_post_likes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_likes_id";
  ALTER TABLE "site" DROP COLUMN "theme_header_layout";
  DROP TYPE "public"."enum_pages_blocks_share_icons_networks";
  DROP TYPE "public"."enum__pages_v_blocks_share_icons_networks";
  DROP TYPE "public"."enum_site_theme_header_layout";`)
}
