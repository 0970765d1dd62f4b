import { Picture } from '@/features/media'
import type { Page } from '@/payload-types'

type Hero = Extract<NonNullable<Page['layout']>[number], { blockType: 'hero' }>

export function HeroBlock({ block, priority }: { block: Hero; priority: boolean }) {
  const image = typeof block.image === 'object' ? block.image : null
  return (
    <section className="hero">
      {image && <Picture media={image} alt="" sizes="100vw" preload={priority} className="hero__image" />}
      <div className="hero__content">
        <h1>{block.heading}</h1>
        {block.text && <p>{block.text}</p>}
        {block.link?.url && block.link.label && (
          <a className="button" href={block.link.url}>
            {block.link.label}
          </a>
        )}
      </div>
    </section>
  )
}
