import 'server-only'

import type { Payload } from 'payload'

import { untilSiteChanges } from '@/lib/site-memo'
import type { ContactForm } from '@/payload-types'

/** The largest id a form (or a page, as a form's container) can have: PostgreSQL's integer. */
export const MAX_FORM_ID = 2_147_483_647

/** The form with this id, or null for an unknown or malformed id (never throws for a bad id). */
export async function loadContactForm(payload: Payload, idParam: string): Promise<ContactForm | null> {
  if (!/^[1-9][0-9]{0,9}$/.test(idParam) || Number(idParam) > MAX_FORM_ID) return null
  return contactFormById(payload, Number(idParam))
}

/**
 * The form with this id, read once per change of the site (src/lib/site-memo.ts: every change of a
 * form forgets it, see the collection's hooks), or null when there is none (not kept). Shared by
 * every submission and every mail: it must not be changed by its callers.
 */
export function contactFormById(payload: Payload, id: number): Promise<ContactForm | null> {
  // overrideAccess: the additional settings (disallowed words…) are admin-only fields; this
  // server code reads them and never sends the document to the visitor.
  return untilSiteChanges(
    payload,
    `contact-form:${id}`,
    () => payload.findByID({ collection: 'contact-forms', id, depth: 0, overrideAccess: true, disableErrors: true }),
    (form) => form !== null,
  )
}
