import type { Page } from '@/payload-types'
import { ContactFormBlock } from './contact-form-block'
import { GalleryBlock } from './gallery-block'
import { HeroBlock } from './hero-block'
import { RichTextBlock } from './rich-text-block'

type LayoutBlock = NonNullable<Page['layout']>[number]

/** Renders a page's widget blocks in order. Each gallery block gets its own view index. */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  let galleryIndex = 0
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
            return <GalleryBlock key={key} block={block} viewIndex={galleryIndex++} />
          case 'contactForm':
            return <ContactFormBlock key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
