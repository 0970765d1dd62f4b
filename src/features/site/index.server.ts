import 'server-only'

export { sitePlugin } from './plugin'
export { getSite } from './queries.server'
