/**
 * The admin's moderation screen (`/admin/moderation`, a custom admin view): the list
 * (moderation-screen.client.tsx) in Payload's frame, for signed-in users only.
 * `?state=pending|approved|rejected&kind=all|image|post` opens it on that list (the dashboard's
 * counts link here); anything else opens the pending comments of both kinds.
 */
import type { AdminViewServerProps } from 'payload'

import { AdminScreen } from '@/cms/admin/admin-screen'

import { parseListQuery } from '../moderation-rules'
import { ModerationScreen } from './moderation-screen.client'

export async function ModerationView(props: AdminViewServerProps) {
  const asked = (await props.searchParams) ?? {}
  const params = new URLSearchParams()
  for (const key of ['state', 'kind'] as const) if (typeof asked[key] === 'string') params.set(key, asked[key])
  const parsed = parseListQuery(params)
  const initial = parsed.ok ? parsed.value : { state: 'pending' as const, kind: 'all' as const }
  return (
    <AdminScreen {...props} path="/moderation">
      <ModerationScreen apiRoute={props.initPageResult.req.payload.config.routes.api} initialState={initial.state} initialKind={initial.kind} />
    </AdminScreen>
  )
}
