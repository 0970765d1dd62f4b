/**
 * Run by scripts/e2e.mjs while the journeys' server is stopped: changes the site's title through
 * Payload's local API on the server's own database. No server is listening to clear its cache,
 * so only the start-up revalidation can make the next server show the change.
 */
import { getPayload } from 'payload'

import { closePayload } from '@/cms/database'

const title = process.env.RESTART_SITE_TITLE
if (!title) throw new Error('RESTART_SITE_TITLE is not set.')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
await payload.updateGlobal({ slug: 'site', data: { title }, overrideAccess: true })
await closePayload(payload)
process.exit(0)
