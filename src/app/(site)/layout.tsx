import type { CSSProperties, ReactNode } from 'react'

import { Footer, Header } from '@/features/site'
import { isPreview, PreviewBar } from '@/features/preview/index.server'
import { getSite } from '@/features/site/index.server'
import { getEnv } from '@/lib/env'
import { HydrationSignal } from '@/lib/page-wake.client'

import { payloadInstance } from '../payload.server'
import { bodyFont, bodyItalicFont, displayFont } from './fonts'
import './font-fallbacks.css'
import './site.css'

// Pages are static and re-rendered when content changes (see src/cms/hooks/revalidate-site.ts);
// the hourly refresh only catches changes made where no hook could reach the server.
export const revalidate = 3600

export async function generateMetadata() {
  const site = await getSite(await payloadInstance())
  return {
    metadataBase: new URL(getEnv().SERVER_URL),
    title: site.title,
    description: site.description ?? undefined,
  }
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const payload = await payloadInstance()
  const [site, preview] = await Promise.all([getSite(payload), isPreview(payload)])
  const theme = site.theme ?? {}
  const style = {
    '--colour-primary': theme.primary ?? undefined,
    '--colour-accent': theme.accent ?? undefined,
    '--colour-background': theme.background ?? undefined,
    '--colour-text': theme.text ?? undefined,
  } as CSSProperties
  return (
    <html lang="en" className={`${bodyFont.variable} ${bodyItalicFont.variable} ${displayFont.variable}`} style={style}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {preview ? <PreviewBar /> : null}
        <Header site={site} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer site={site} />
        <HydrationSignal />
      </body>
    </html>
  )
}
