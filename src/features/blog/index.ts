export { PostCard } from './post-card'
export { PostDate } from './post-date'
