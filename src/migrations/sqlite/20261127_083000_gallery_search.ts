import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Gallery search without reading every image (issue 15, item 7): a full-text index of image
 * titles and descriptions by trigrams, so a search is a substring search as LIKE's was, answered
 * from the index. An external-content FTS5 table over `gallery_images`, kept in step by triggers
 * (also for rows written by raw SQL); the schema model does not know it, so the snapshot is the
 * previous one. See images.server.ts (filters).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE VIRTUAL TABLE \`gallery_images_search\` USING fts5(alt, description, content='gallery_images', content_rowid='id', tokenize='trigram')`,
  )
  await db.run(sql`CREATE TRIGGER \`gallery_images_search_insert\` AFTER INSERT ON \`gallery_images\` BEGIN
    INSERT INTO gallery_images_search(rowid, alt, description) VALUES (new.id, new.alt, new.description);
  END`)
  await db.run(sql`CREATE TRIGGER \`gallery_images_search_delete\` AFTER DELETE ON \`gallery_images\` BEGIN
    INSERT INTO gallery_images_search(gallery_images_search, rowid, alt, description) VALUES ('delete', old.id, old.alt, old.description);
  END`)
  await db.run(sql`CREATE TRIGGER \`gallery_images_search_update\` AFTER UPDATE OF alt, description ON \`gallery_images\` BEGIN
    INSERT INTO gallery_images_search(gallery_images_search, rowid, alt, description) VALUES ('delete', old.id, old.alt, old.description);
    INSERT INTO gallery_images_search(rowid, alt, description) VALUES (new.id, new.alt, new.description);
  END`)
  await db.run(sql`INSERT INTO gallery_images_search(gallery_images_search) VALUES ('rebuild')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`gallery_images_search_insert\``)
  await db.run(sql`DROP TRIGGER IF EXISTS \`gallery_images_search_delete\``)
  await db.run(sql`DROP TRIGGER IF EXISTS \`gallery_images_search_update\``)
  await db.run(sql`DROP TABLE IF EXISTS \`gallery_images_search\``)
}
