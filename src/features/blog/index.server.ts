import 'server-only'

export { blogPlugin } from './plugin'
export { getPostBySlug, listPosts, listPostSlugs, postsPerPage } from './queries.server'
