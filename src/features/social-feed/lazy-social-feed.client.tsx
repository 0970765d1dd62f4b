'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when a feed comes near the viewport (server-rendered, hydrated then, and then it asks for its items). */
export const LazySocialFeed = onDemand('social-feed', () => import('./social-feed.client').then((module) => module.SocialFeed), { actsOnItsOwn: true })
