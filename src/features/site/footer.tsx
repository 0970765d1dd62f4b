import type { Site } from '@/payload-types'

import { networkNames } from './social-networks'

export function Footer({ site }: { site: Site }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {site.footer && <p>{site.footer}</p>}
        {site.socialLinks?.length ? (
          <ul className="site-footer__social" aria-label="Follow us">
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
    </footer>
  )
}
