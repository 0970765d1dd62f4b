'use client'

import { onDemand } from '@/lib/on-demand.client'

/**
 * The player, loaded on demand: its HTML (the browser's own player and the playlist) is in the
 * page; its code is a chunk of its own, fetched when the player comes near the viewport or takes
 * focus or a pointer. Pages without a player never fetch it.
 */
export const LazyMediaPlayer = onDemand('media-player', () => import('./media-player.client').then((module) => module.MediaPlayer))
