import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The server's Payload instance (initialised once per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
