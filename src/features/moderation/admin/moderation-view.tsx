/**
 * The admin's moderation screen (`/admin/moderation`, a custom admin view): the list
 * (moderation-screen.client.tsx) in Payload's frame, for signed-in users only.
 */
import type { AdminViewServerProps } from 'payload'

import { AdminScreen } from '@/cms/admin/admin-screen'

import { ModerationScreen } from './moderation-screen.client'

export function ModerationView(props: AdminViewServerProps) {
  return (
    <AdminScreen {...props} path="/moderation">
      <ModerationScreen apiRoute={props.initPageResult.req.payload.config.routes.api} />
    </AdminScreen>
  )
}
