import 'server-only'

export { socialFeedPlugin } from './plugin'
