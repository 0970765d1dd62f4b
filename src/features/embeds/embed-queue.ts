/** The resolver job's task and queue names (their values are in the migrations' job enums). */
export const RESOLVE_EMBED_TASK = 'resolveEmbed'
export const EMBED_QUEUE = 'embeds'
