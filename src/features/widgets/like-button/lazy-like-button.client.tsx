'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded on posts, when the like button comes into view. */
export const LazyLikeButton = onDemand('like-button', () => import('./like-button.client').then((module) => module.LikeButton))
