import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__galleries_v_version_source" AS ENUM('upload', 'instagram');
  CREATE TYPE "public"."enum__galleries_v_version_instagram_update_flag" AS ENUM('none', 'add', 'replace');
  CREATE TYPE "public"."enum__galleries_v_version_instagram_import_status_state" AS ENUM('idle', 'running', 'done', 'failed');
  CREATE TYPE "public"."enum__galleries_v_version_view_default_view" AS ENUM('thumbnails', 'masonry', 'mosaic', 'blog_style', 'slideshow');
  CREATE TYPE "public"."enum__galleries_v_version_view_sort_by" AS ENUM('order', 'date', 'title', 'rating', 'hits', 'random');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_navigation" AS ENUM('filmstrip', 'dots', 'none');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_filmstrip_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum__galleries_v_version_slideshow_watermark_type" AS ENUM('none', 'text', 'image');
  CREATE TYPE "public"."enum__galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_preview_image_id" integer,
  	"version_published" boolean DEFAULT true,
  	"version_source" "enum__galleries_v_version_source" DEFAULT 'upload',
  	"version_instagram_user" varchar,
  	"version_instagram_access_token" varchar,
  	"version_instagram_whole_post" boolean DEFAULT false,
  	"version_instagram_autogallery_image_number" numeric DEFAULT 12,
  	"version_instagram_update_flag" "enum__galleries_v_version_instagram_update_flag" DEFAULT 'none',
  	"version_instagram_import_status_state" "enum__galleries_v_version_instagram_import_status_state" DEFAULT 'idle',
  	"version_instagram_import_status_done" numeric,
  	"version_instagram_import_status_total" numeric,
  	"version_instagram_import_status_message" varchar,
  	"version_instagram_import_status_finished_at" timestamp(3) with time zone,
  	"version_view_default_view" "enum__galleries_v_version_view_default_view" DEFAULT 'thumbnails',
  	"version_view_images_per_page" numeric,
  	"version_view_sort_by" "enum__galleries_v_version_view_sort_by" DEFAULT 'order',
  	"version_view_show_title" boolean DEFAULT true,
  	"version_view_show_description" boolean DEFAULT false,
  	"version_view_show_search" boolean DEFAULT false,
  	"version_view_show_sort" boolean DEFAULT false,
  	"version_view_show_tag_filter" boolean DEFAULT false,
  	"version_view_show_hit_count" boolean DEFAULT false,
  	"version_view_show_rating" boolean DEFAULT false,
  	"version_view_disable_right_click" boolean DEFAULT false,
  	"version_view_watermark" boolean DEFAULT false,
  	"version_slideshow_image_width" numeric DEFAULT 800,
  	"version_slideshow_image_height" numeric DEFAULT 500,
  	"version_slideshow_navigation" "enum__galleries_v_version_slideshow_navigation" DEFAULT 'filmstrip',
  	"version_slideshow_filmstrip_direction" "enum__galleries_v_version_slideshow_filmstrip_direction" DEFAULT 'horizontal',
  	"version_slideshow_filmstrip_width" numeric DEFAULT 90,
  	"version_slideshow_filmstrip_height" numeric DEFAULT 90,
  	"version_slideshow_play_pause_button_size" numeric DEFAULT 60,
  	"version_slideshow_autoplay" boolean DEFAULT false,
  	"version_slideshow_interval" numeric DEFAULT 5,
  	"version_slideshow_enable_shuffle" boolean DEFAULT false,
  	"version_slideshow_enable_loop" boolean DEFAULT true,
  	"version_slideshow_preload_images" numeric DEFAULT 5,
  	"version_slideshow_watermark_type" "enum__galleries_v_version_slideshow_watermark_type" DEFAULT 'none',
  	"version_slideshow_watermark_text" varchar,
  	"version_slideshow_watermark_image_id" integer,
  	"version_slideshow_watermark_width" numeric DEFAULT 90,
  	"version_slideshow_watermark_height" numeric DEFAULT 90,
  	"version_slideshow_watermark_font_size" numeric DEFAULT 20,
  	"version_slideshow_title_font_size" numeric DEFAULT 16,
  	"version_slideshow_description_font_size" numeric DEFAULT 14,
  	"version_slideshow_show_title" boolean DEFAULT true,
  	"version_slideshow_show_description" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "galleries" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "galleries" ADD COLUMN "_status" "enum_galleries_status" DEFAULT 'draft';
  UPDATE "galleries" SET "_status" = CASE WHEN "published" THEN 'published'::"enum_galleries_status" ELSE 'draft'::"enum_galleries_status" END;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_slideshow_watermark_image_id_media_id_fk" FOREIGN KEY ("version_slideshow_watermark_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_galleries_v_parent_idx" ON "_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_slug_idx" ON "_galleries_v" USING btree ("version_slug");
  CREATE INDEX "_galleries_v_version_version_preview_image_idx" ON "_galleries_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_galleries_v_version_version_published_idx" ON "_galleries_v" USING btree ("version_published");
  CREATE INDEX "_galleries_v_version_slideshow_version_slideshow_waterma_idx" ON "_galleries_v" USING btree ("version_slideshow_watermark_image_id");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_version_version__status_idx" ON "_galleries_v" USING btree ("version__status");
  CREATE INDEX "_galleries_v_created_at_idx" ON "_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_galleries_v_latest_idx" ON "_galleries_v" USING btree ("latest");
  CREATE INDEX "_galleries_v_autosave_idx" ON "_galleries_v" USING btree ("autosave");
  CREATE INDEX "galleries__status_idx" ON "galleries" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_galleries_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_galleries_v" CASCADE;
  DROP INDEX "galleries__status_idx";
  ALTER TABLE "galleries" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "galleries" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "galleries" DROP COLUMN "_status";
  DROP TYPE "public"."enum_galleries_status";
  DROP TYPE "public"."enum__galleries_v_version_source";
  DROP TYPE "public"."enum__galleries_v_version_instagram_update_flag";
  DROP TYPE "public"."enum__galleries_v_version_instagram_import_status_state";
  DROP TYPE "public"."enum__galleries_v_version_view_default_view";
  DROP TYPE "public"."enum__galleries_v_version_view_sort_by";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_navigation";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_filmstrip_direction";
  DROP TYPE "public"."enum__galleries_v_version_slideshow_watermark_type";
  DROP TYPE "public"."enum__galleries_v_version_status";`)
}
