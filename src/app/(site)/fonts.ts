import localFont from 'next/font/local'

/**
 * The visitor site's typefaces, served from this site (docs/decisions/024): Inter for text and
 * Fraunces for headings, both variable fonts from the @fontsource-variable packages (SIL Open
 * Font License 1.1), cut down to the characters of their latin files and the weights 400 to 700
 * (./fonts, written by scripts/font-subsets.mjs: 66 KB preloaded instead of 83). next/font copies
 * the files into the build and preloads the two upright ones.
 * Until a file has come, text is drawn in a system font scaled to the web font's metrics
 * (font-fallbacks.css: a regular and a bold face for each system font a visitor may have). A file
 * that has not come within the browser's short wait (about 100 ms) does not replace that font
 * for the rest of the visit to the page (`display: 'optional'`, decision 048): widths still
 * differ a little (the menu at 1280 px by 7 px), and nothing on the page may move.
 *
 * The fallback lists name the faces of font-fallbacks.css in its order (a unit test checks it):
 * next/font/local's own fallback (`local(Arial)`) exists on neither Android nor Linux.
 */
export const bodyFont = localFont({
  src: [{ path: './fonts/inter-latin-wght-400-700-normal.woff2', style: 'normal', weight: '400 700' }],
  variable: '--font-body',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Inter Fallback Arial', 'Inter Fallback Helvetica', 'Inter Fallback Roboto', 'Inter Fallback DejaVu Sans', 'system-ui', 'sans-serif'],
})

/**
 * Inter's true italics, a family of its own that is not preloaded: site.css gives it to italic
 * text in body copy, so only a page that has some fetches the file (36 KB). Its fallbacks are the
 * upright Inter's.
 */
export const bodyItalicFont = localFont({
  src: [{ path: './fonts/inter-latin-wght-400-700-italic.woff2', style: 'italic', weight: '400 700' }],
  variable: '--font-body-italic',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback Arial', 'Inter Fallback Helvetica', 'Inter Fallback Roboto', 'Inter Fallback DejaVu Sans', 'system-ui', 'sans-serif'],
})

export const displayFont = localFont({
  src: [{ path: './fonts/fraunces-latin-wght-400-700-normal.woff2', style: 'normal', weight: '400 700' }],
  variable: '--font-display',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Fraunces Fallback Georgia', 'Fraunces Fallback Times New Roman', 'Fraunces Fallback Noto Serif', 'Fraunces Fallback DejaVu Serif', 'Georgia', 'serif'],
})
