import type { Post } from '@/payload-types'

const ids = (post: Pick<Post, 'categories'>) => (post.categories ?? []).map((category) => (typeof category === 'object' ? category.id : category))

/** How much two posts have in common: shared categories count twice, shared tags once. */
export function relatedScore(a: Pick<Post, 'categories' | 'tags'>, b: Pick<Post, 'categories' | 'tags'>): number {
  const categories = new Set(ids(a))
  const tags = new Set((a.tags ?? []).map((tag) => tag.toLowerCase()))
  return ids(b).filter((id) => categories.has(id)).length * 2 + (b.tags ?? []).filter((tag) => tags.has(tag.toLowerCase())).length
}

/** The candidates most related to `post`, then the newest; never the post itself or unrelated ones. */
export function rankRelated<T extends Pick<Post, 'id' | 'categories' | 'tags' | 'publishedAt'>>(post: Pick<Post, 'id' | 'categories' | 'tags'>, candidates: T[], limit: number): T[] {
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({ candidate, score: relatedScore(post, candidate) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || (b.candidate.publishedAt ?? '').localeCompare(a.candidate.publishedAt ?? ''))
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
