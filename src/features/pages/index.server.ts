import 'server-only'

export { contentPageMetadata, ContentPageView, homeMetadata, HomePageView } from './content-pages'
export { pagesPlugin } from './plugin'
export { getPageBySlug, listPageSlugs } from './queries.server'
