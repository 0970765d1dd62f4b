/**
 * The frame of one of our own admin screens (a feature's custom admin view): Payload's template
 * (navigation, header) around it, for signed-in users only (a custom view is not guarded by
 * Payload: without a session it sends the visitor to the login page, then back).
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import './admin-screens.css'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { path: string; children: ReactNode }

export function AdminScreen({ initPageResult, params, searchParams, path, children }: Props) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${path}`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      {/* Payload's template has no <main>: the screen is the page's main content. */}
      <main>
        <Gutter>{children}</Gutter>
      </main>
    </DefaultTemplate>
  )
}
