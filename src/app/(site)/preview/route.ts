/** Live preview of drafts for a signed-in admin: `GET /preview?path=/about`. See docs/api.md. */
import { handlePreview } from '@/features/preview/index.server'

import { payloadInstance } from '../../payload.server'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return handlePreview(await payloadInstance(), request)
}
