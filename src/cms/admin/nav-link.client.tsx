'use client'
/**
 * A link in the admin's navigation to one of our own admin screens (a feature's custom view),
 * after the collections, in Payload's nav styles. Features add it to `admin.components.afterNavLinks`
 * as `{ path: '/cms/admin/nav-link.client#AdminNavLink', clientProps: { path: '/moderation', label: 'Moderation' } }`.
 */
import { Link, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

export function AdminNavLink({ path, label }: { path: string; label: string }) {
  const { config } = useConfig()
  const pathname = usePathname()
  const href = `${config.routes.admin}${path}`
  const active = pathname === href
  return (
    <Link className="nav__link" href={href} id={`nav-view${path.replace(/\//g, '-')}`} prefetch={false} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
