import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The server's Payload instance (initialised once per process). Routes take it here and hand it
 * to feature code; features never import the Payload config (that would make a circle, as the
 * config is assembled from the features' plugins).
 */
export function payloadInstance(): Promise<Payload> {
  return getPayload({ config })
}
