import 'server-only'

/** The moderation screen's server face: its Payload plugin (admin view, nav link, endpoints). */
export { moderationPlugin } from './plugin'
