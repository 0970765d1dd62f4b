/**
 * Counting a view of an image from the browser (the popup and the photo page): the server counts
 * one per visitor, image and day, and answers with the image's count.
 */
import { postJson } from '../post-json'

/** The image's view count after this view, or null when it could not be counted. */
export async function countHit(imageId: number): Promise<number | null> {
  const result = await postJson<{ hitCount: number }>(`/lightbox/images/${imageId}/hit`)
  return result.ok ? result.data.hitCount : null
}
