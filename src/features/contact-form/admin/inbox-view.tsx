/**
 * The admin's submissions inbox (`/admin/inbox`, a custom admin view): one form's submissions
 * (inbox-screen.client.tsx) in Payload's frame, for signed-in users only. `?form={id}` opens a
 * form's inbox (the link in a submission's sidebar).
 */
import type { AdminViewServerProps } from 'payload'

import { AdminScreen } from '@/cms/admin/admin-screen'

import { InboxScreen } from './inbox-screen.client'

export async function InboxView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  // The forms to choose from, by title (a site has a handful).
  const forms = req.user
    ? (await req.payload.find({ collection: 'contact-forms', sort: 'title', limit: 200, depth: 0, select: { title: true }, req, overrideAccess: false })).docs.map(({ id, title }) => ({ id, title }))
    : []
  const asked = Number((await props.searchParams)?.form)
  const initialForm = forms.find((form) => form.id === asked)?.id ?? forms[0]?.id ?? null
  return (
    <AdminScreen {...props} path="/inbox">
      <InboxScreen apiRoute={req.payload.config.routes.api} adminRoute={req.payload.config.routes.admin} forms={forms} initialForm={initialForm} />
    </AdminScreen>
  )
}
