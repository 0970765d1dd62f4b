'use client'

import dynamic from 'next/dynamic'

/** Loaded only on posts. */
export const LazyLikeButton = dynamic(() => import('./like-button.client').then((module) => module.LikeButton))
