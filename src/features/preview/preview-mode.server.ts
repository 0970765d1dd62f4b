import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

/**
 * How a visitor page reads content. Normally as an anonymous visitor: published documents only.
 * In a live preview (draft mode, turned on by /preview after it checked the session) and only while
 * the request still carries an admin's session, it reads the newest draft as that admin. A draft
 * mode cookie without a session reads as a visitor: drafts never reach anyone else.
 */
export type ContentReader = { overrideAccess: false; draft: boolean; user?: TypedUser }

const visitor: ContentReader = { overrideAccess: false, draft: false }

export async function contentReader(payload: Payload): Promise<ContentReader> {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return visitor // outside a request (build, scripts)
  }
  if (!enabled) return visitor
  const { user } = await payload.auth({ headers: await headers() })
  return user ? { overrideAccess: false, draft: true, user } : visitor
}

/** True when this request shows drafts to a signed-in editor. */
export async function isPreview(payload: Payload): Promise<boolean> {
  return (await contentReader(payload)).draft
}
