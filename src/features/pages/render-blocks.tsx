import type { Payload } from 'payload'

import { ContactFormBlockView } from '@/features/contact-form/index.server'
import type { GalleryQuery } from '@/features/gallery'
import { GalleryBlockView } from '@/features/gallery/index.server'
import { MediaPlayerView } from '@/features/media-player/index.server'
import { SocialFeedView } from '@/features/social-feed/index.server'
import { isWidgetBlock, WidgetBlockView } from '@/features/widgets/index.server'
import type { Page } from '@/payload-types'

import { HeroBlock } from './blocks/hero-block'
import { RichTextBlock } from './blocks/rich-text-block'

type LayoutBlock = NonNullable<Page['layout']>[number]

type Props = {
  payload: Payload
  blocks: Page['layout']
  pageId?: number
  /** The page's path, for the links of its gallery views. */
  path: string
  /** Gallery state from the URL (null on the cached page without parameters). */
  galleryQuery?: GalleryQuery | null
}

/**
 * Renders a page's widget blocks in order. Each gallery block gets its own view index; each copy
 * of a contact form its own number (part of CF7's unit tag, with the page id).
 */
export function RenderBlocks({ payload, blocks, pageId, path, galleryQuery = null }: Props) {
  let galleryIndex = 0
  const formCopies = new Map<number, number>()
  const nextCopy = (formId: number) => {
    const copy = (formCopies.get(formId) ?? 0) + 1
    formCopies.set(formId, copy)
    return copy
  }
  return (
    <>
      {(blocks ?? []).map((block: LayoutBlock, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} priority={index === 0} />
          case 'richText':
            return <RichTextBlock key={key} block={block} />
          case 'gallery':
            return <GalleryBlockView key={key} payload={payload} block={block} viewIndex={galleryIndex++} path={path} galleryQuery={galleryQuery} />
          case 'contactForm':
            return (
              <ContactFormBlockView
                key={key}
                payload={payload}
                block={block}
                pageId={pageId}
                ordinal={nextCopy(typeof block.form === 'object' ? block.form.id : block.form)}
              />
            )
          case 'mediaPlayer':
            return <MediaPlayerView key={key} block={block} />
          case 'socialFeed':
            return <SocialFeedView key={key} block={block} pageId={pageId} />
          default:
            return isWidgetBlock(block) ? (
              <WidgetBlockView key={key} payload={payload} block={block} pageId={pageId} path={path} priority={index === 0} />
            ) : null
        }
      })}
    </>
  )
}
