import type { GalleryImage } from '@/payload-types'

import type { ViewSettings } from '../view-settings'

const number = new Intl.NumberFormat('en')
const rating = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

/** True when the view shows any counter. */
export function showsStats(settings: ViewSettings): boolean {
  return settings.showHitCount || settings.showRating || settings.showCommentCount
}

const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`

/**
 * Hits, average rating and comments of an image, as the gallery's view settings ask. The counts
 * are those of the page's last render: decision 003 keeps counter changes from re-rendering
 * cached pages, so they can be up to an hour old on a cached page.
 */
export function ImageStats({ image, settings }: { image: GalleryImage; settings: ViewSettings }) {
  if (!showsStats(settings)) return null
  const parts: string[] = []
  if (settings.showHitCount) parts.push(plural(image.hitCount ?? 0, 'view', 'views'))
  if (settings.showRating) {
    const average = image.avgRating ?? 0
    const votes = image.rateCount ? ` (${plural(image.rateCount, 'vote', 'votes')})` : ''
    parts.push(average > 0 ? `rated ${rating.format(average)} of 5${votes}` : 'not rated yet')
  }
  if (settings.showCommentCount) parts.push(plural(image.commentCount ?? 0, 'comment', 'comments'))
  return <p className="gallery-stats">{parts.join(' · ')}</p>
}
