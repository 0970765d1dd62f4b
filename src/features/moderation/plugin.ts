import type { Plugin } from 'payload'

import { moderationEndpoints } from './endpoints.server'

/**
 * The admin's moderation screen (issue 13, item 5; decision 037): visitors' comments on photos
 * (`image-comments`, gallery) and under posts (`post-comments`) in one list, at
 * `/admin/moderation`, linked from the navigation, with its endpoints under
 * `/api/moderation/comments`. It adds no collection: it reads and changes the two through
 * Payload, so their own hooks (comment counts, page revalidation) do the rest.
 */
export const moderationPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          moderation: { Component: '/features/moderation/admin/moderation-view#ModerationView', path: '/moderation', exact: true, meta: { title: 'Moderation' } },
        },
        afterNavLinks: [
          ...(config.admin?.components?.afterNavLinks ?? []),
          { path: '/cms/admin/nav-link.client#AdminNavLink', clientProps: { path: '/moderation', label: 'Moderation' } },
        ],
      },
    },
    endpoints: [...(config.endpoints ?? []), ...moderationEndpoints],
  })
