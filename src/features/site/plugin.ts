import type { Plugin } from 'payload'

import { revalidateEndpoint } from './revalidate-endpoint'
import { Site } from './site-global'

/** The site's identity, menu and theme (the `site` global), and the page-cache endpoint. */
export const sitePlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    globals: [...(config.globals ?? []), Site],
    endpoints: [...(config.endpoints ?? []), revalidateEndpoint],
  })
