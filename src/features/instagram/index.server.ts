import 'server-only'

/**
 * The Instagram import's server face: its Payload plugin (dialog, token hooks, admin endpoint) and
 * the import itself, for scripts and tests.
 */
export { importsIdle } from './admin-ajax.server'
export { importInstagramGallery } from './import-gallery.server'
export { instagramPlugin } from './plugin'
export { instagramAutoRun, refreshInstagramGalleries } from './refresh-task.server'
