import localFont from 'next/font/local'

/**
 * The visitor site's typefaces, served from this site (docs/decisions/024): Inter for text and
 * Fraunces for headings, both variable fonts from the @fontsource-variable packages (SIL Open
 * Font License 1.1). next/font copies the files into the build, preloads them and sizes a
 * fallback to match their metrics, so the swap moves nothing.
 */
export const bodyFont = localFont({
  src: [{ path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal', weight: '100 900' }],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
})

/**
 * Inter's true italics, a family of its own that is not preloaded: site.css gives it to italic
 * text in body copy, so only a page that has some fetches the file (53 KB). Preloaded with the
 * upright face, it went out with every page, home included, and took bandwidth from the hero
 * photo on a slow phone connection.
 */
export const bodyItalicFont = localFont({
  src: [{ path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', style: 'italic', weight: '100 900' }],
  variable: '--font-body-italic',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
})

export const displayFont = localFont({
  src: [{ path: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', style: 'normal', weight: '100 900' }],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
