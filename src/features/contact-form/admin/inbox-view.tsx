/**
 * The admin's submissions inbox (`/admin/inbox`, a custom admin view): one form's submissions
 * (inbox-screen.client.tsx) in Payload's frame, for signed-in users only. `?form={id}` opens a
 * form's inbox (the link in a submission's sidebar); without it the inbox opens on the form that
 * received the newest submission, which is what an editor coming to read new messages wants.
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
  const initialForm = forms.find((form) => form.id === asked)?.id ?? (await formWithNewestSubmission(props, forms)) ?? forms[0]?.id ?? null
  return (
    <AdminScreen {...props} path="/inbox">
      <InboxScreen apiRoute={req.payload.config.routes.api} adminRoute={req.payload.config.routes.admin} forms={forms} initialForm={initialForm} />
    </AdminScreen>
  )
}

/** The form of the newest submission, when it is one of `forms`. */
async function formWithNewestSubmission(props: AdminViewServerProps, forms: { id: number }[]): Promise<number | null> {
  const { req } = props.initPageResult
  if (!req.user || forms.length < 2) return null
  const { docs } = await req.payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1, depth: 0, select: { form: true }, req, overrideAccess: false })
  const form: unknown = docs[0]?.form
  const id = typeof form === 'object' && form !== null ? (form as { id?: unknown }).id : form
  return forms.find((candidate) => candidate.id === id)?.id ?? null
}
