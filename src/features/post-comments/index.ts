export { arrangeThreads, checkComment, COMMENT_FLOOD, commentCountLabel, PRIVACY_REQUIRED } from './comment-rules'
