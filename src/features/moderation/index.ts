/** What other features may read of moderation: which comments are in which state (pure). */
export { whereFor, type CommentKind, type ModerationState } from './moderation-rules'
