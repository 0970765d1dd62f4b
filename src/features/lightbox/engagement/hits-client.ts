/**
 * Counting a view of an image from the browser (the popup and the photo page): the server counts
 * one per visitor, image and day, and answers with the image's count.
 */
import { postJson } from '../post-json'

/** Where a view of the image is posted (docs/api.md); the photo page's counter posts there too (view-count-script.tsx). */
export const hitUrl = (imageId: number) => `/lightbox/images/${imageId}/hit`

/** The image's view count after this view, or null when it could not be counted. */
export async function countHit(imageId: number): Promise<number | null> {
  const result = await postJson<{ hitCount: number }>(hitUrl(imageId))
  return result.ok ? result.data.hitCount : null
}
