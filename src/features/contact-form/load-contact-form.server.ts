import 'server-only'

import type { Payload } from 'payload'

import type { ContactForm } from '@/payload-types'

/** The largest id a form (or a page, as a form's container) can have: PostgreSQL's integer. */
export const MAX_FORM_ID = 2_147_483_647

/** The form with this id, or null for an unknown or malformed id (never throws for a bad id). */
export async function loadContactForm(payload: Payload, idParam: string): Promise<ContactForm | null> {
  if (!/^[1-9][0-9]{0,9}$/.test(idParam) || Number(idParam) > MAX_FORM_ID) return null
  // overrideAccess: the additional settings (disallowed words…) are admin-only fields; this
  // server code reads them and never sends the document to the visitor.
  return payload.findByID({ collection: 'contact-forms', id: Number(idParam), depth: 0, overrideAccess: true, disableErrors: true })
}
