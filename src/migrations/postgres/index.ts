import * as migration_20261122_182915_initial from './20261122_182915_initial';
import * as migration_20261122_191358_embeds_and_album_previews from './20261122_191358_embeds_and_album_previews';
import * as migration_20261125_040131_login_throttles from './20261125_040131_login_throttles';
import * as migration_20261125_053500_contact_form_start_tokens from './20261125_053500_contact_form_start_tokens';
import * as migration_20261126_070012_media_visibility from './20261126_070012_media_visibility';
import * as migration_20261126_070213_mail_leases_and_quotas from './20261126_070213_mail_leases_and_quotas';
import * as migration_20261126_070701_lightbox_engagement from './20261126_070701_lightbox_engagement';
import * as migration_20261126_070950_theme_widgets from './20261126_070950_theme_widgets';
import * as migration_20261127_032010_media_storage_fields from './20261127_032010_media_storage_fields';
import * as migration_20261127_071148_visitor_address_indexes from './20261127_071148_visitor_address_indexes';
import * as migration_20261127_075231_post_comments from './20261127_075231_post_comments';
import * as migration_20261127_083000_gallery_search from './20261127_083000_gallery_search';
import * as migration_20261127_101114_media_player_feed_lightbox_set from './20261127_101114_media_player_feed_lightbox_set';
import * as migration_20261127_131729_editors_side from './20261127_131729_editors_side';
import * as migration_20261127_145627_instagram_refresh_task from './20261127_145627_instagram_refresh_task';
import * as migration_20261127_171029_image_comments_rejected from './20261127_171029_image_comments_rejected';
import * as migration_20261127_171220_instagram_import_task from './20261127_171220_instagram_import_task';
import * as migration_20261128_040823_gallery_drafts from './20261128_040823_gallery_drafts';
import * as migration_20261201_203442_gallery_shuffle_key from './20261201_203442_gallery_shuffle_key';
import * as migration_20261202_060642_media_tile_size from './20261202_060642_media_tile_size';

export const migrations = [
  {
    up: migration_20261122_182915_initial.up,
    down: migration_20261122_182915_initial.down,
    name: '20261122_182915_initial',
  },
  {
    up: migration_20261122_191358_embeds_and_album_previews.up,
    down: migration_20261122_191358_embeds_and_album_previews.down,
    name: '20261122_191358_embeds_and_album_previews',
  },
  {
    up: migration_20261125_040131_login_throttles.up,
    down: migration_20261125_040131_login_throttles.down,
    name: '20261125_040131_login_throttles',
  },
  {
    up: migration_20261125_053500_contact_form_start_tokens.up,
    down: migration_20261125_053500_contact_form_start_tokens.down,
    name: '20261125_053500_contact_form_start_tokens',
  },
  {
    up: migration_20261126_070012_media_visibility.up,
    down: migration_20261126_070012_media_visibility.down,
    name: '20261126_070012_media_visibility',
  },
  {
    up: migration_20261126_070213_mail_leases_and_quotas.up,
    down: migration_20261126_070213_mail_leases_and_quotas.down,
    name: '20261126_070213_mail_leases_and_quotas',
  },
  {
    up: migration_20261126_070701_lightbox_engagement.up,
    down: migration_20261126_070701_lightbox_engagement.down,
    name: '20261126_070701_lightbox_engagement',
  },
  {
    up: migration_20261126_070950_theme_widgets.up,
    down: migration_20261126_070950_theme_widgets.down,
    name: '20261126_070950_theme_widgets',
  },
  {
    up: migration_20261127_032010_media_storage_fields.up,
    down: migration_20261127_032010_media_storage_fields.down,
    name: '20261127_032010_media_storage_fields',
  },
  {
    up: migration_20261127_071148_visitor_address_indexes.up,
    down: migration_20261127_071148_visitor_address_indexes.down,
    name: '20261127_071148_visitor_address_indexes',
  },
  {
    up: migration_20261127_075231_post_comments.up,
    down: migration_20261127_075231_post_comments.down,
    name: '20261127_075231_post_comments',
  },
  {
    up: migration_20261127_083000_gallery_search.up,
    down: migration_20261127_083000_gallery_search.down,
    name: '20261127_083000_gallery_search',
  },
  {
    up: migration_20261127_101114_media_player_feed_lightbox_set.up,
    down: migration_20261127_101114_media_player_feed_lightbox_set.down,
    name: '20261127_101114_media_player_feed_lightbox_set',
  },
  {
    up: migration_20261127_131729_editors_side.up,
    down: migration_20261127_131729_editors_side.down,
    name: '20261127_131729_editors_side',
  },
  {
    up: migration_20261127_145627_instagram_refresh_task.up,
    down: migration_20261127_145627_instagram_refresh_task.down,
    name: '20261127_145627_instagram_refresh_task',
  },
  {
    up: migration_20261127_171029_image_comments_rejected.up,
    down: migration_20261127_171029_image_comments_rejected.down,
    name: '20261127_171029_image_comments_rejected',
  },
  {
    up: migration_20261127_171220_instagram_import_task.up,
    down: migration_20261127_171220_instagram_import_task.down,
    name: '20261127_171220_instagram_import_task',
  },
  {
    up: migration_20261128_040823_gallery_drafts.up,
    down: migration_20261128_040823_gallery_drafts.down,
    name: '20261128_040823_gallery_drafts',
  },
  {
    up: migration_20261201_203442_gallery_shuffle_key.up,
    down: migration_20261201_203442_gallery_shuffle_key.down,
    name: '20261201_203442_gallery_shuffle_key',
  },
  {
    up: migration_20261202_060642_media_tile_size.up,
    down: migration_20261202_060642_media_tile_size.down,
    name: '20261202_060642_media_tile_size'
  },
];
