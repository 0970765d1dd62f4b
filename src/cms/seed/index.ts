import { randomBytes } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { slugify } from '../fields/slug'
import { keepDemoFeedReachable } from './demo-feed'
import { drawDemoImage, type DemoImageKind } from './demo-images'
import { demoPhotos, loadDemoPhoto, type DemoPhoto } from './demo-photos'
import { demoMediaPage } from './demo-media-page'
import { seedDemoStats } from './demo-stats'
import { demoViewPages } from './demo-view-pages'
import { demoWidgetBlocks, drawStudioLogo } from './demo-widgets'
import { richText } from './rich-text'

export type SeedOptions = {
  adminEmail?: string
  adminPassword?: string
  /** Seed demo pages, posts and galleries (the admin is created either way). */
  demo: boolean
  log?: (line: string) => void
}

export type SeedResult = {
  seeded: boolean
  admin?: { email: string; generatedPassword?: string }
}

const demoGalleries: { name: string; slug: 'landscapes' | 'abstracts'; kind: DemoImageKind; description: string; photos: DemoPhoto[] }[] = [
  {
    name: 'Landscapes',
    slug: 'landscapes',
    kind: 'landscape',
    description: 'Mountains, valleys and evening light, and the small things met on the way.',
    photos: demoPhotos.landscapes,
  },
  {
    name: 'Abstracts',
    slug: 'abstracts',
    kind: 'abstract',
    description: 'Nature up close, as colour, line and texture.',
    photos: demoPhotos.abstracts,
  },
]

const demoTags = ['Nature', 'Colour', 'Calm', 'Bold']

/**
 * The "Videos" demo gallery: embeds stored as already resolved (docs/decisions/010), each with a
 * picture drawn here, so the demo shows click-to-load players without fetching anything at seed
 * time. The Instagram post belongs to the fictional studio, like the site's social link.
 */
const demoVideos = {
  name: 'Videos',
  slug: 'videos',
  description: 'Short films and posts. Each one loads from its provider only when you press play.',
  items: [
    {
      title: 'Big Buck Bunny',
      description: 'An open movie by the Blender Foundation, on YouTube.',
      embedUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
      isEmbedVideo: true,
      wholePost: false,
      picture: { kind: 'landscape', width: 1280, height: 720 },
    },
    {
      title: 'The new Vimeo player',
      description: 'A short film on Vimeo.',
      embedUrl: 'https://vimeo.com/76979871',
      filetype: 'EMBED_OEMBED_VIMEO_VIDEO',
      isEmbedVideo: true,
      wholePost: false,
      picture: { kind: 'abstract', width: 1280, height: 720 },
    },
    {
      title: 'Morning in the studio',
      description: 'A post from the studio’s Instagram, with its caption.',
      embedUrl: 'https://www.instagram.com/p/VitrineDemo1/',
      filetype: 'EMBED_OEMBED_INSTAGRAM_POST',
      isEmbedVideo: false,
      wholePost: true,
      picture: { kind: 'abstract', width: 1080, height: 1080 },
    },
  ] satisfies {
    title: string
    description: string
    embedUrl: string
    filetype: string
    isEmbedVideo: boolean
    wholePost: boolean
    picture: { kind: DemoImageKind; width: number; height: number }
  }[],
}

/** True once the database holds content or an admin: a restart never seeds twice. */
async function alreadySeeded(payload: Payload): Promise<{ users: boolean; content: boolean }> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'pages', overrideAccess: true }),
  ])
  return { users: users.totalDocs > 0, content: pages.totalDocs > 0 }
}

/**
 * Seeds the first admin and the demo site on an empty database. All content is written in one
 * transaction, so an interrupted seed leaves nothing half-made and runs again on the next start.
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const state = await alreadySeeded(payload)
  const result: SeedResult = { seeded: false }

  if (!state.users) {
    const email = options.adminEmail ?? 'admin@example.com'
    const generatedPassword = options.adminPassword ? undefined : randomBytes(12).toString('base64url')
    await payload.create({
      collection: 'users',
      data: { email, password: options.adminPassword ?? generatedPassword!, name: 'Site admin' },
      overrideAccess: true,
    })
    result.admin = { email, generatedPassword }
  }

  if (state.content) await keepDemoFeedReachable(payload, log)
  if (state.content || !options.demo) return result

  const req = await createLocalReq({ context: { skipRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    await seedDemo(payload, req, log)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  result.seeded = true
  return result
}

async function seedDemo(payload: Payload, req: PayloadRequest, log: (line: string) => void): Promise<void> {
  const base = { req, overrideAccess: true } as const

  const tags = await Promise.all(
    demoTags.map((name) => payload.create({ ...base, collection: 'gallery-tags', data: { name, slug: name.toLowerCase() } })),
  )

  const priceList = await payload.create({
    ...base,
    collection: 'price-lists',
    data: {
      title: 'Prints and downloads',
      currency: 'EUR',
      manual: { enabled: true, price: 25, text: 'Fine-art print on matte paper, shipped in a tube.' },
      downloads: [
        { name: 'Web', longestDimension: 1200, price: 5 },
        { name: 'Full size', longestDimension: 4000, price: 15 },
      ],
      options: [
        { name: 'Frame', price: 40 },
        { name: 'Gift wrap', price: 4 },
      ],
    },
  })

  const galleries = []
  const landscapePhotos: number[] = []
  for (const spec of demoGalleries) {
    log(`Preparing ${spec.photos.length} demo photos for “${spec.name}”…`)
    const gallery = await payload.create({
      ...base,
      collection: 'galleries',
      // Search, tag filter and sort on, as a site owner would want them.
      data: { name: spec.name, slug: spec.slug, description: spec.description, published: true, source: 'upload', view: { showSearch: true, showSort: true, showTagFilter: true } },
    })
    let previewImage: number | undefined
    let drawn = 0
    for (const [index, photo] of spec.photos.entries()) {
      const title = photo.title
      // Every third photo a portrait, so the layouts have shapes to work with.
      const real = await loadDemoPhoto(photo, index % 3 === 2)
      if (!real) drawn++
      const { data } = real ?? (await drawDemoImage(spec.kind, index))
      const media = await payload.create({
        ...base,
        collection: 'media',
        data: { alt: title },
        file: { data, mimetype: 'image/jpeg', name: `${spec.slug}-${index + 1}.jpg`, size: data.length },
      })
      previewImage ??= media.id
      if (spec.kind === 'landscape') landscapePhotos.push(media.id)
      await payload.create({
        ...base,
        collection: 'gallery-images',
        data: {
          gallery: gallery.id,
          alt: title,
          description: real
            ? `${title}. From the ${spec.name.toLowerCase()} series. Photograph: ${photo.author}, ${photo.licence}.`
            : `${title}. From the ${spec.name.toLowerCase()} series.`,
          image: media.id,
          order: index + 1,
          tags: [tags[index % tags.length].id, tags[(index + 1) % tags.length].id],
          pricelist: index % 4 === 0 ? priceList.id : undefined,
          pricelistSections: index % 4 === 0 ? ['manual', 'downloads', 'options'] : [],
          published: true,
        },
      })
    }
    if (drawn) log(`${drawn} of them drawn instead: install Debian's lomiri-wallpapers-16.04 and mate-backgrounds for the photographs.`)
    galleries.push(await payload.update({ ...base, collection: 'galleries', id: gallery.id, data: { previewImage } }))
  }

  const album = await payload.create({
    ...base,
    collection: 'albums',
    data: {
      name: 'Portfolio',
      slug: 'portfolio',
      description: 'Every series in one place.',
      previewImage: galleries[0].previewImage as number,
      items: galleries.map((gallery) => ({ relationTo: 'galleries' as const, value: gallery.id })),
      published: true,
    },
  })

  const form = await payload.create({
    ...base,
    collection: 'contact-forms',
    data: {
      title: 'Contact',
      form: `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message
    [textarea* your-message maxlength:2000] </label>

[acceptance privacy] I agree that my message is stored to answer it. [/acceptance]

[submit "Send message"]`,
    },
  })

  const category = await payload.create({ ...base, collection: 'categories', data: { title: 'Studio news', slug: 'studio-news' } })
  // Likes so that "popular" and "recent" differ in the post tabs.
  const posts = [
    {
      likeCount: 24,
      title: 'Welcome to the studio',
      excerpt: 'Why we started, and what you will find here.',
      body: ['We photograph places that make people stop and look.', '## What comes next', 'New series every season, prints on request.'],
    },
    {
      likeCount: 41,
      title: 'Behind the landscapes series',
      excerpt: 'Early mornings, cold hands and the light that makes it worth it.',
      body: ['Most of the series was made in the first hour after sunrise.', '## Gear', 'One camera, two lenses and a lot of patience.'],
    },
    {
      likeCount: 9,
      title: 'Printing at home versus a lab',
      excerpt: 'What we learned from a year of test prints.',
      body: ['A good lab print beats most home printers on paper choice and longevity.', 'We now print every edition at a lab.'],
    },
  ]
  const createdPosts = []
  for (const [index, post] of posts.entries()) {
    createdPosts[index] = await payload.create({
      ...base,
      collection: 'posts',
      data: {
        title: post.title,
        slug: slugify(post.title),
        excerpt: post.excerpt,
        content: richText(...post.body),
        categories: [category.id],
        tags: ['studio'],
        likeCount: post.likeCount,
        featuredImage: galleries[index % galleries.length].previewImage as number,
        publishedAt: new Date(Date.UTC(2026, 8, 1 + index * 14)).toISOString(),
        _status: 'published',
      },
    })
  }
  await seedComments(payload, base, createdPosts[1].id)

  const pages = {
    home: await payload.create({
      ...base,
      collection: 'pages',
      data: {
        title: 'Home',
        slug: 'home',
        _status: 'published',
        meta: { description: 'Landscape and abstract photography, prints and commissions.' },
        layout: [
          {
            blockType: 'hero',
            heading: 'Photographs worth a second look',
            text: 'Landscapes and colour studies, made slowly. Browse the galleries or get in touch for prints.',
            image: galleries[0].previewImage as number,
            link: { label: 'See the landscapes', url: '/galleries/landscapes' },
          },
          {
            blockType: 'richText',
            content: richText('## Latest work', 'A selection from the landscapes series. Open any photo to see it large.'),
          },
          { blockType: 'gallery', heading: 'Landscapes', source: { relationTo: 'galleries', value: galleries[0].id }, view: 'thumbnails' },
          ...(await demoWidgetBlocks(payload, req, landscapePhotos)),
        ] as never,
      },
    }),
    about: await payload.create({
      ...base,
      collection: 'pages',
      data: {
        title: 'About',
        slug: 'about',
        _status: 'published',
        layout: [
          {
            blockType: 'richText',
            content: richText(
              'Vitrine Studio is a small photography studio.',
              '## How we work',
              'We shoot on location, edit by hand and print in small editions.',
            ),
          },
        ],
      },
    }),
    contact: await payload.create({
      ...base,
      collection: 'pages',
      data: {
        title: 'Contact',
        slug: 'contact',
        _status: 'published',
        layout: [
          { blockType: 'richText', content: richText('Questions about prints or commissions? Write to us.') },
          { blockType: 'contactForm', heading: 'Send us a message', form: form.id },
        ],
      },
    }),
  }

  const mediaPage = await demoMediaPage(payload, req, { photos: landscapePhotos })

  const logoData = await drawStudioLogo('Vitrine Studio')
  const logo = await payload.create({
    ...base,
    collection: 'media',
    data: { alt: 'Vitrine Studio' },
    file: { data: logoData, mimetype: 'image/png', name: 'vitrine-studio-logo.png', size: logoData.length },
  })
  await payload.updateGlobal({
    ...base,
    slug: 'site',
    data: {
      title: 'Vitrine Studio',
      logo: logo.id,
      description: 'Landscape and abstract photography, prints and commissions.',
      menu: [
        { label: 'Home', page: pages.home.id },
        {
          label: 'Galleries',
          url: '/galleries',
          // One page per gallery view.
          submenu: await demoViewPages(payload, req, { landscapes: galleries[0].id, abstracts: galleries[1].id, album: album.id }),
        },
        { label: 'Blog', url: '/blog' },
        { label: 'Media', page: mediaPage.id },
        { label: 'About', page: pages.about.id },
        { label: 'Contact', page: pages.contact.id },
      ],
      footer: '© Vitrine Studio. Demo photographs by the photographers named with each one, under free licences.',
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/vitrine.studio' }],
    },
  })
  await seedVideos(payload, req, log)
  // A month of visits, ratings and submissions for the admin's dashboard (decision 038).
  await seedDemoStats(payload, req, { formId: form.id })
  log(`Seeded ${galleries.length + 1} galleries, album “${album.name}”, ${posts.length} posts and ${Object.keys(pages).length + 1} pages.`)
}

/**
 * The Videos gallery. Kept out of the Portfolio album and the posts: the other galleries' demo
 * content (which the browser journeys count) stays as it was.
 */
async function seedVideos(payload: Payload, req: PayloadRequest, log: (line: string) => void): Promise<void> {
  const base = { req, overrideAccess: true } as const
  log(`Drawing ${demoVideos.items.length} pictures for “${demoVideos.name}”…`)
  const gallery = await payload.create({
    ...base,
    collection: 'galleries',
    data: { name: demoVideos.name, slug: demoVideos.slug, description: demoVideos.description, published: true, source: 'upload' },
  })
  let previewImage: number | undefined
  for (const [index, item] of demoVideos.items.entries()) {
    const { kind, width, height } = item.picture
    const { data } = await drawDemoImage(kind, 100 + index, { width, height })
    const media = await payload.create({
      ...base,
      collection: 'media',
      data: { alt: item.title },
      file: { data, mimetype: 'image/jpeg', name: `${demoVideos.slug}-${index + 1}.jpg`, size: data.length },
    })
    previewImage ??= media.id
    await payload.create({
      ...base,
      collection: 'gallery-images',
      // Already resolved: the embed job would otherwise fetch oEmbed data at seed time.
      context: { skipEmbedResolve: true },
      data: {
        gallery: gallery.id,
        alt: item.title,
        description: item.description,
        image: media.id,
        embedUrl: item.embedUrl,
        embedWholePost: item.wholePost,
        embedStatus: 'ready',
        filetype: item.filetype,
        width,
        height,
        // The picture is the local media copy, as the resolver leaves it.
        thumbUrl: media.sizes?.thumbnail?.url ?? media.url,
        isEmbedVideo: item.isEmbedVideo,
        order: index + 1,
        published: true,
      },
    })
  }
  await payload.update({ ...base, collection: 'galleries', id: gallery.id, data: { previewImage } })
}

/**
 * A conversation under "Behind the landscapes series": two approved comments, an approved reply,
 * and one waiting in the admin's moderation list. Dated after the post, minutes apart.
 */
async function seedComments(payload: Payload, base: { req: PayloadRequest; overrideAccess: true }, postId: number): Promise<void> {
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 8, 16 + day, hour)).toISOString()
  const comment = (data: { name: string; email: string; comment: string; status: 'approved' | 'pending'; parent?: number; createdAt: string }) =>
    payload.create({ ...base, collection: 'post-comments', data: { post: postId, ...data } })
  const first = await comment({
    name: 'Mara Lindqvist',
    email: 'mara@example.com',
    comment: 'The frost on the ridge in the third photo is unreal. How long did you wait for that light?',
    status: 'approved',
    createdAt: at(1, 7),
  })
  await comment({
    name: 'Vitrine Studio',
    email: 'studio@example.com',
    comment: 'Three mornings! The first two were fog all the way down. Worth every cold minute.',
    status: 'approved',
    parent: first.id,
    createdAt: at(1, 9),
  })
  await comment({
    name: 'Jonas Weber',
    email: 'jonas@example.com',
    comment: 'Do you sell the bridge at blue hour as a print? It would suit our hallway.',
    status: 'approved',
    createdAt: at(2, 18),
  })
  await comment({
    name: 'Priya Nair',
    email: 'priya@example.com',
    comment: 'Which lens did you use for the valley shots?',
    status: 'pending',
    createdAt: at(3, 12),
  })
}
