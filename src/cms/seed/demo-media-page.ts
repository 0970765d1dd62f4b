import type { Payload, PayloadRequest } from 'payload'

import { demoFeedBlock } from './demo-feed'
import { demoPlayerBlock } from './demo-player'
import { richText } from './rich-text'

type DemoMedia = { photos: number[] }

/**
 * The demo's "Media" page (issue 14): a grouped set of photo links that open in the theme's
 * lightbox, the media player with its playlist, and the studio's social feed.
 */
export async function demoMediaPage(payload: Payload, req: PayloadRequest, { photos }: DemoMedia) {
  const base = { req, overrideAccess: true } as const
  const layout: Record<string, unknown>[] = [
    {
      blockType: 'richText',
      content: richText('## From the studio', 'Contact sheets, sound sketches from our walks, and what we are posting this week.'),
    },
    {
      blockType: 'photoSet',
      heading: 'Contact sheet: autumn walks',
      intro: 'Open any frame to see the set large; the strip below the photo takes you through it.',
      items: photos.slice(0, 8).map((file, index) => ({
        file,
        title: contactSheet[index % contactSheet.length].title,
        description: contactSheet[index % contactSheet.length].description,
      })),
    },
    await demoPlayerBlock(payload, req),
  ]
  const feed = await demoFeedBlock(payload, req)
  if (feed) layout.push(feed)
  return payload.create({
    ...base,
    collection: 'pages',
    data: {
      title: 'Media',
      slug: 'media',
      _status: 'published',
      meta: { description: 'Contact sheets, sound sketches and the latest from Vitrine Studio.' },
      layout: layout as never,
    },
  })
}

const contactSheet = [
  { title: 'First light', description: 'Frame 4 of 36. We left at five to catch this.' },
  { title: 'Ridge line', description: 'Frame 11. The wind dropped for about a minute.' },
  { title: 'Valley fog', description: 'Frame 15. Fog poured over the pass and filled the valley.' },
  { title: 'Still water', description: 'Frame 19. A polariser took the glare off the lake.' },
  { title: 'Late sun', description: 'Frame 23. The last warm light on the far slope.' },
  { title: 'Blue hour', description: 'Frame 28. Eight seconds on a tripod by the bridge.' },
  { title: 'Night walk', description: 'Frame 33. Lit by the village behind us.' },
  { title: 'Home', description: 'Frame 36. The last frame of the roll.' },
]
