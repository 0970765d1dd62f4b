import 'server-only'

export { forgetFeeds, handleSocialFeed, withFeedPayload } from './feed-handler.server'
export { handleFeedImage, imageUrl } from './feed-image.server'
export { socialFeedPlugin } from './plugin'
export { SocialFeedView } from './social-feed-view'
