import type { Payload, PayloadRequest } from 'payload'

import { richText } from './rich-text'

/**
 * One demo page per gallery view, each linked from the Galleries submenu, so a visitor (or a
 * site owner trying Vitrine) sees every view with its search, tag filter and sort switched on.
 */
const views = [
  { view: 'thumbnails', title: 'Thumbnails', slug: 'thumbnails-view', source: 'landscapes', intro: 'A tidy grid: every photo the same shape, titles below.' },
  { view: 'masonry', title: 'Masonry', slug: 'masonry-view', source: 'landscapes', intro: 'Columns of photos in their own shapes, like stones in a wall.' },
  { view: 'mosaic', title: 'Mosaic', slug: 'mosaic-view', source: 'abstracts', intro: 'Rows that fill the width exactly, each photo at its own ratio.' },
  { view: 'blog_style', title: 'Blog style', slug: 'blog-style-view', source: 'abstracts', intro: 'One large photo after another, with its title and story.' },
  { view: 'slideshow', title: 'Slideshow', slug: 'slideshow-view', source: 'landscapes', intro: 'Sit back: the photos change on their own, with a filmstrip below.' },
  { view: 'album', title: 'Album', slug: 'album-view', source: 'album', intro: 'Every series in one place: open one to browse it.' },
] as const

type Sources = { landscapes: number; abstracts: number; album: number }

/** Creates the view pages; returns their submenu entries, in the order above. */
export async function demoViewPages(payload: Payload, req: PayloadRequest, sources: Sources): Promise<{ label: string; page: number }[]> {
  const entries = []
  for (const item of views) {
    const source = item.source === 'album' ? { relationTo: 'albums', value: sources.album } : { relationTo: 'galleries', value: sources[item.source] }
    const page = await payload.create({
      req,
      overrideAccess: true,
      collection: 'pages',
      data: {
        title: `${item.title} view`,
        slug: item.slug,
        _status: 'published',
        meta: { description: item.intro },
        layout: [{ blockType: 'richText', content: richText(item.intro) }, { blockType: 'gallery', source, view: item.view }],
      } as never,
    })
    entries.push({ label: item.title, page: page.id })
  }
  return entries
}
