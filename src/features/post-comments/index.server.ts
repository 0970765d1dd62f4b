import 'server-only'

export { handlePostComment, PENDING_MESSAGE } from './comments-handler.server'
export { postCommentsPlugin } from './plugin'
export { approvedComments, PostCommentsSection } from './post-comments'
