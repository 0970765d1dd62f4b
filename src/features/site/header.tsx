import Link from 'next/link'

import type { Page, Site } from '@/payload-types'
import { MenuToggle } from './menu-toggle.client'

export function menuHref(item: NonNullable<Site['menu']>[number]): string {
  const page = item.page as Page | number | null | undefined
  if (page && typeof page === 'object') return page.slug === 'home' ? '/' : `/${page.slug}`
  return item.url || '/'
}

export function Header({ site }: { site: Site }) {
  const logo = typeof site.logo === 'object' ? site.logo : null
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          {logo?.url ? (
            <img src={logo.sizes?.thumbnail?.url ?? logo.url} alt={site.title} height={40} width={logo.width && logo.height ? Math.round((40 * logo.width) / logo.height) : 40} />
          ) : (
            site.title
          )}
        </Link>
        <MenuToggle controls="site-nav" />
        <nav id="site-nav" aria-label="Main" className="site-nav">
          <ul>
            {(site.menu ?? []).map((item) => (
              <li key={item.id ?? item.label}>
                <Link href={menuHref(item)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
