import { variantSrcSet } from '@/features/media'
import type { Page, Site } from '@/payload-types'

import { HeaderScroll } from './header-scroll.client'
import type { HeaderLayout } from './header-state'
import { MenuToggle } from './menu-toggle.client'
import { networkNames } from './social-networks'
import { SubmenuToggle } from './submenu-toggle.client'
import './header.css'

type MenuLink = { label: string; page?: number | Page | null; url?: string | null }

export function menuHref(item: MenuLink): string {
  const page = item.page
  if (page && typeof page === 'object') return page.slug === 'home' ? '/' : `/${page.slug}`
  return item.url || '/'
}

const NAV_ID = 'site-nav'
export const HEADER_ID = 'site-header'

function Brand({ site }: { site: Site }) {
  const logo = typeof site.logo === 'object' ? site.logo : null
  const height = 40
  const width = logo?.width && logo.height ? Math.round((height * logo.width) / logo.height) : height
  const avif = logo && variantSrcSet(logo, 'avif')
  const webp = logo && variantSrcSet(logo, 'webp')
  return (
    <a href="/" className="site-header__brand">
      {/* Low priority: the page's own first image (its LCP) gets the bandwidth first; the logo's box is reserved. */}
      {logo?.url ? (
        // The variants by width, picked for the width it shows at (a 2× screen takes the 400 px
        // one); a logo without them (an SVG) is sent as uploaded.
        <picture>
          {avif && <source type="image/avif" srcSet={avif} sizes={`${width}px`} />}
          {webp && <source type="image/webp" srcSet={webp} sizes={`${width}px`} />}
          <img src={logo.url} alt={site.title} height={height} width={width} fetchPriority="low" decoding="async" />
        </picture>
      ) : (
        site.title
      )}
    </a>
  )
}

/**
 * The main navigation, server-rendered and usable without JavaScript (submenus open on hover and
 * focus). With JavaScript the toggles take over: the menu button on phones, a disclosure button
 * per submenu.
 */
function Navigation({ site }: { site: Site }) {
  return (
    <nav id={NAV_ID} aria-label="Main" className="site-nav">
      <ul className="site-nav__list">
        {(site.menu ?? []).map((item, index) => {
          const submenu = item.submenu ?? []
          const submenuId = `${NAV_ID}-sub-${index}`
          return (
            <li key={item.id ?? item.label} className="site-nav__item" data-has-submenu={submenu.length ? '' : undefined}>
              <a href={menuHref(item)}>{item.label}</a>
              {submenu.length > 0 && (
                <>
                  <SubmenuToggle controls={submenuId} label={item.label} />
                  <ul id={submenuId} className="site-nav__submenu">
                    {submenu.map((child) => (
                      <li key={child.id ?? child.label}>
                        <a href={menuHref(child)}>{child.label}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The site header in the layout the editor chose (site settings, theme): `classic` stays on top
 * and shrinks after 60 px of scroll on wide screens; `boxed` has a 40 px top line, and the
 * navigation box below it stays on top once that line has scrolled away. Both change only by
 * transforms and colours, so nothing below them moves (CLS 0).
 */
export function Header({ site }: { site: Site }) {
  const layout: HeaderLayout = site.theme?.headerLayout === 'boxed' ? 'boxed' : 'classic'
  return (
    <>
      {layout === 'boxed' && (
        <aside className="site-topbar" aria-label={`About ${site.title}`}>
          <div className="site-topbar__inner">
            <p>{site.description}</p>
            {site.socialLinks?.length ? (
              <ul className="site-topbar__social" aria-label="Follow us">
                {site.socialLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a href={link.url} rel="me noopener">
                      {networkNames[link.network] ?? link.network}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </aside>
      )}
      <header id={HEADER_ID} className="site-header" data-layout={layout}>
        <div className="site-header__inner">
          <Brand site={site} />
          <MenuToggle controls={NAV_ID} header={HEADER_ID} />
          <Navigation site={site} />
        </div>
        <HeaderScroll header={HEADER_ID} layout={layout} />
      </header>
    </>
  )
}
