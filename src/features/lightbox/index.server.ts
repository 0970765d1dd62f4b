import 'server-only'

/**
 * The gallery popup's server face: its Payload plugin (views counted today, captcha challenges),
 * its endpoints' handlers (views, ratings, comments, orders), the counters' atomic updates and
 * the visitor cookie its endpoints know visitors by.
 */
export { CAPTCHA_COOKIE, createChallenge, solveChallenge } from './comments/captcha.server'
export { COMMENTS_PER_NETWORK, handleCaptcha, handleListComments, handlePostComment } from './comments/comments.server'
export { handleChangeCart, handleGetCart, handleOrder, handlePriceList } from './shop/ecommerce.server'
export { handleHit, handleRating } from './engagement/engagement-handlers.server'
export { countView, rateImage, HITS_PER_NETWORK, RATINGS_PER_NETWORK } from './engagement/engagement.server'
export { lightboxPlugin } from './plugin'
export { toPopupItem } from './popup/popup-item'
export { setUrl, type SetWindow } from './links/set-request'
// The photo page's view counter: a server component with a small inline script (no client code).
export { ViewCounter } from './engagement/view-count-script'
export { addressHash, readVisitorId, signVisitorId, visitorCookieFor, visitorHash, VISITOR_COOKIE } from './engagement/visitor.server'
