/**
 * The visitor pages the bench measures: the page table (bench/run.mjs) and the Lighthouse section
 * take the same pages (Lighthouse skips those marked `lighthouse: false`). `find` gives the path of a page whose address depends on the seeded content.
 */
export const DEFAULT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'gallery', path: '/galleries/landscapes' },
  { name: 'photo', find: firstPhotoPath },
  { name: 'contact', path: '/contact' },
  // Issue 14's widgets (lightbox set, media player, social feed): measured for load and first-load JS, not audited by Lighthouse.
  { name: 'media', path: '/media', lighthouse: false },
]

/** The first photo page linked from the landscapes gallery. */
async function firstPhotoPath(baseUrl) {
  const html = await (await fetch(new URL('/galleries/landscapes', baseUrl))).text()
  const href = /href="(\/galleries\/landscapes\/\d+)"/.exec(html)?.[1]
  if (!href) throw new Error('no photo link on /galleries/landscapes')
  return href
}

/** The path of `page` on the server at `baseUrl`. */
export const pathOf = async (page, baseUrl) => page.path ?? (await page.find(baseUrl))
