import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_media_player_kind" AS ENUM('audio', 'video');
  CREATE TYPE "public"."enum_pages_blocks_social_feed_endpoint" AS ENUM('timeline', 'list', 'favorites', 'search');
  CREATE TYPE "public"."enum__pages_v_blocks_media_player_kind" AS ENUM('audio', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_social_feed_endpoint" AS ENUM('timeline', 'list', 'favorites', 'search');
  CREATE TYPE "public"."enum_feed_sources_kind" AS ENUM('mastodon', 'twitter-v1.1');
  CREATE TABLE "pages_blocks_photo_set_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_photo_set" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"video_width" numeric DEFAULT 960,
  	"video_height" numeric DEFAULT 540,
  	"show_thumbnails" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_player_tracks_sources" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_media_player_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"artist" varchar,
  	"free" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_media_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"kind" "enum_pages_blocks_media_player_kind" DEFAULT 'audio',
  	"poster_id" integer,
  	"volume" numeric DEFAULT 0.8,
  	"auto_play" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"shuffle_on_loop" boolean DEFAULT true,
  	"loop_on_previous" boolean DEFAULT false,
  	"remove_controls" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source_id" integer,
  	"endpoint" "enum_pages_blocks_social_feed_endpoint" DEFAULT 'timeline',
  	"account" varchar,
  	"list" varchar,
  	"query" varchar,
  	"count" numeric DEFAULT 3,
  	"include_retweets" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_photo_set_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_photo_set" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"video_width" numeric DEFAULT 960,
  	"video_height" numeric DEFAULT 540,
  	"show_thumbnails" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_player_tracks_sources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_player_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"artist" varchar,
  	"free" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"kind" "enum__pages_v_blocks_media_player_kind" DEFAULT 'audio',
  	"poster_id" integer,
  	"volume" numeric DEFAULT 0.8,
  	"auto_play" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"shuffle_on_loop" boolean DEFAULT true,
  	"loop_on_previous" boolean DEFAULT false,
  	"remove_controls" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source_id" integer,
  	"endpoint" "enum__pages_v_blocks_social_feed_endpoint" DEFAULT 'timeline',
  	"account" varchar,
  	"list" varchar,
  	"query" varchar,
  	"count" numeric DEFAULT 3,
  	"include_retweets" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "feed_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_feed_sources_kind" DEFAULT 'mastodon' NOT NULL,
  	"base_url" varchar NOT NULL,
  	"token" varchar,
  	"cache_minutes" numeric DEFAULT 5,
  	"timeout_ms" numeric DEFAULT 5000,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feed_sources_id" integer;
  ALTER TABLE "pages_blocks_photo_set_items" ADD CONSTRAINT "pages_blocks_photo_set_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_photo_set_items" ADD CONSTRAINT "pages_blocks_photo_set_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_photo_set"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_photo_set" ADD CONSTRAINT "pages_blocks_photo_set_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player_tracks_sources" ADD CONSTRAINT "pages_blocks_media_player_tracks_sources_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player_tracks_sources" ADD CONSTRAINT "pages_blocks_media_player_tracks_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_player_tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player_tracks" ADD CONSTRAINT "pages_blocks_media_player_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_media_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player" ADD CONSTRAINT "pages_blocks_media_player_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_player" ADD CONSTRAINT "pages_blocks_media_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_feed" ADD CONSTRAINT "pages_blocks_social_feed_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_feed" ADD CONSTRAINT "pages_blocks_social_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_photo_set_items" ADD CONSTRAINT "_pages_v_blocks_photo_set_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_photo_set_items" ADD CONSTRAINT "_pages_v_blocks_photo_set_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_photo_set"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_photo_set" ADD CONSTRAINT "_pages_v_blocks_photo_set_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player_tracks_sources" ADD CONSTRAINT "_pages_v_blocks_media_player_tracks_sources_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player_tracks_sources" ADD CONSTRAINT "_pages_v_blocks_media_player_tracks_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_player_tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player_tracks" ADD CONSTRAINT "_pages_v_blocks_media_player_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_media_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player" ADD CONSTRAINT "_pages_v_blocks_media_player_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_player" ADD CONSTRAINT "_pages_v_blocks_media_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_feed" ADD CONSTRAINT "_pages_v_blocks_social_feed_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_feed" ADD CONSTRAINT "_pages_v_blocks_social_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_photo_set_items_order_idx" ON "pages_blocks_photo_set_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_photo_set_items_parent_id_idx" ON "pages_blocks_photo_set_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_photo_set_items_file_idx" ON "pages_blocks_photo_set_items" USING btree ("file_id");
  CREATE INDEX "pages_blocks_photo_set_order_idx" ON "pages_blocks_photo_set" USING btree ("_order");
  CREATE INDEX "pages_blocks_photo_set_parent_id_idx" ON "pages_blocks_photo_set" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_photo_set_path_idx" ON "pages_blocks_photo_set" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_player_tracks_sources_order_idx" ON "pages_blocks_media_player_tracks_sources" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_player_tracks_sources_parent_id_idx" ON "pages_blocks_media_player_tracks_sources" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_player_tracks_sources_file_idx" ON "pages_blocks_media_player_tracks_sources" USING btree ("file_id");
  CREATE INDEX "pages_blocks_media_player_tracks_order_idx" ON "pages_blocks_media_player_tracks" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_player_tracks_parent_id_idx" ON "pages_blocks_media_player_tracks" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_player_order_idx" ON "pages_blocks_media_player" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_player_parent_id_idx" ON "pages_blocks_media_player" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_player_path_idx" ON "pages_blocks_media_player" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_player_poster_idx" ON "pages_blocks_media_player" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_social_feed_order_idx" ON "pages_blocks_social_feed" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_feed_parent_id_idx" ON "pages_blocks_social_feed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_feed_path_idx" ON "pages_blocks_social_feed" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_feed_source_idx" ON "pages_blocks_social_feed" USING btree ("source_id");
  CREATE INDEX "_pages_v_blocks_photo_set_items_order_idx" ON "_pages_v_blocks_photo_set_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_photo_set_items_parent_id_idx" ON "_pages_v_blocks_photo_set_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_photo_set_items_file_idx" ON "_pages_v_blocks_photo_set_items" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_photo_set_order_idx" ON "_pages_v_blocks_photo_set" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_photo_set_parent_id_idx" ON "_pages_v_blocks_photo_set" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_photo_set_path_idx" ON "_pages_v_blocks_photo_set" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_player_tracks_sources_order_idx" ON "_pages_v_blocks_media_player_tracks_sources" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_player_tracks_sources_parent_id_idx" ON "_pages_v_blocks_media_player_tracks_sources" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_player_tracks_sources_file_idx" ON "_pages_v_blocks_media_player_tracks_sources" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_media_player_tracks_order_idx" ON "_pages_v_blocks_media_player_tracks" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_player_tracks_parent_id_idx" ON "_pages_v_blocks_media_player_tracks" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_player_order_idx" ON "_pages_v_blocks_media_player" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_player_parent_id_idx" ON "_pages_v_blocks_media_player" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_player_path_idx" ON "_pages_v_blocks_media_player" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_player_poster_idx" ON "_pages_v_blocks_media_player" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_social_feed_order_idx" ON "_pages_v_blocks_social_feed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_feed_parent_id_idx" ON "_pages_v_blocks_social_feed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_feed_path_idx" ON "_pages_v_blocks_social_feed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_feed_source_idx" ON "_pages_v_blocks_social_feed" USING btree ("source_id");
  CREATE UNIQUE INDEX "feed_sources_name_idx" ON "feed_sources" USING btree ("name");
  CREATE INDEX "feed_sources_updated_at_idx" ON "feed_sources" USING btree ("updated_at");
  CREATE INDEX "feed_sources_created_at_idx" ON "feed_sources" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feed_sources_fk" FOREIGN KEY ("feed_sources_id") REFERENCES "public"."feed_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_feed_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("feed_sources_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_photo_set_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_photo_set" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_player_tracks_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_player_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_photo_set_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_photo_set" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_player_tracks_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_player_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feed_sources" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_photo_set_items" CASCADE;
  DROP TABLE "pages_blocks_photo_set" CASCADE;
  DROP TABLE "pages_blocks_media_player_tracks_sources" CASCADE;
  DROP TABLE "pages_blocks_media_player_tracks" CASCADE;
  DROP TABLE "pages_blocks_media_player" CASCADE;
  DROP TABLE "pages_blocks_social_feed" CASCADE;
  DROP TABLE "_pages_v_blocks_photo_set_items" CASCADE;
  DROP TABLE "_pages_v_blocks_photo_set" CASCADE;
  DROP TABLE "_pages_v_blocks_media_player_tracks_sources" CASCADE;
  DROP TABLE "_pages_v_blocks_media_player_tracks" CASCADE;
  DROP TABLE "_pages_v_blocks_media_player" CASCADE;
  DROP TABLE "_pages_v_blocks_social_feed" CASCADE;
  DROP TABLE "feed_sources" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feed_sources_fk";
  
  DROP INDEX "payload_locked_documents_rels_feed_sources_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feed_sources_id";
  DROP TYPE "public"."enum_pages_blocks_media_player_kind";
  DROP TYPE "public"."enum_pages_blocks_social_feed_endpoint";
  DROP TYPE "public"."enum__pages_v_blocks_media_player_kind";
  DROP TYPE "public"."enum__pages_v_blocks_social_feed_endpoint";
  DROP TYPE "public"."enum_feed_sources_kind";`)
}
