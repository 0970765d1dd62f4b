import { Picture } from '@/features/media'
import type { Media, ServiceTilesBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyHoverDirectionList } from '../lazy-widgets.client'

export function ServiceTilesView({ block }: { block: ServiceTilesBlock }) {
  return (
    <WidgetSection id={block.id} heading={block.heading} className="service-tiles-block">
      <LazyHoverDirectionList className="service-tiles">
        {(block.tiles ?? []).map((tile, index) => {
          const media = typeof tile.image === 'object' ? (tile.image as Media) : null
          return (
            <li key={tile.id ?? index} className="service-tile" data-hover-tile="">
              <a className="service-tile__link" href={tile.url}>
                {media && <Picture media={media} alt="" sizes="(max-width: 540px) 100vw, (max-width: 1024px) 50vw, 360px" className="service-tile__image" />}
                <span className="service-tile__title">{tile.title}</span>
                <span className="service-tile__overlay" data-hover-overlay="">
                  <span className="service-tile__overlay-title" aria-hidden="true">
                    {tile.title}
                  </span>
                  {tile.text && <span className="service-tile__text">{tile.text}</span>}
                  <span className="service-tile__more" aria-hidden="true">
                    Find out more →
                  </span>
                </span>
              </a>
            </li>
          )
        })}
      </LazyHoverDirectionList>
    </WidgetSection>
  )
}
