/** A gallery image as the admin's gallery screen holds it (REST, depth 0). */
export type AdminImage = {
  id: number
  alt: string
  description?: string | null
  image?: number | null
  thumbUrl?: string | null
  imageUrl?: string | null
  embedUrl?: string | null
  embedStatus?: 'pending' | 'ready' | 'failed' | null
  embedError?: string | null
  filetype?: string | null
  published?: boolean | null
  order?: number | null
  tags?: number[] | null
  pricelist?: number | null
  pricelistSections?: ('manual' | 'downloads' | 'options')[] | null
}
