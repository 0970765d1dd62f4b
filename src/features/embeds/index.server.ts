import 'server-only'

/**
 * Embedded media's server face: the Payload plugin (the resolver's jobs task), the timer that runs
 * its queue, the gallery-images hooks that queue it, and the embed frame route's handler.
 */
export { copyProviderPicture, type CopyPicture } from './copy-picture.server'
export { handleEmbedFrame } from './embed-frame.server'
export { prepareEmbed, queueEmbed } from './gallery-image-hooks.server'
export { embedsPlugin } from './plugin'
export { embedAutoRun, embedResolutionIdle, EMBED_RETRIES, runEmbedQueue } from './resolve-embed-task.server'
