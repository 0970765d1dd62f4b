/**
 * Round-trips every field of the globals (site, gallery-settings) through updateGlobal/findGlobal,
 * and checks their defaults and the theme colour validation.
 *
 * Globals are single documents shared by the whole run: the defaults are read before this file
 * changes anything, and the values found at the start are put back at the end.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { GallerySetting, Site } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, validationErrors } from './content-helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A global's fields without the bookkeeping ones, ready to write back. */
function writable<T extends { id?: unknown; createdAt?: unknown; updatedAt?: unknown; globalType?: unknown }>(doc: T) {
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...rest } = doc
  return rest
}

const galleryDefaults = {
  imagesPerPage: 30,
  thumbWidth: 180,
  thumbHeight: 90,
  thumbGap: 4,
  maxColumns: 5,
  masonryColumns: 4,
  mosaicRowHeight: 220,
  showSearch: true,
  showSort: true,
  showTagFilter: false,
  loadMore: false,
  disableRightClick: false,
  enableLightbox: true,
  lightboxWidth: 800,
  lightboxHeight: 500,
  enableLoop: true,
  enableFilmstrip: true,
  filmstripPosition: 'bottom',
  filmstripHeight: 70,
  autoplay: false,
  slideshowInterval: 5,
  enableFullscreen: true,
  enableInfo: true,
  enableComments: true,
  commentModeration: false,
  enableRating: false,
  enableHitCounter: false,
  enableEcommerce: false,
  enableShare: true,
  enableDownload: false,
  controlButtonsPosition: 'bottom',
  watermarkType: 'none',
  watermarkFontSize: 20,
  watermarkOpacity: 30,
  watermarkPosition: 'bottom-right',
}

describe('gallery-settings', () => {
  let original: GallerySetting

  beforeAll(async () => {
    original = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
  })

  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'gallery-settings',
      data: { watermarkText: null, watermarkImage: null, ...writable(original) },
      overrideAccess: true,
      context: ctx,
    })
  })

  it("has the original plugin's defaults", async () => {
    const settings = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
    // The ones the specification names.
    expect(settings).toMatchObject({
      enableLoop: true,
      enableFilmstrip: true,
      enableComments: true,
      enableRating: false,
      enableHitCounter: false,
      enableEcommerce: false,
      imagesPerPage: 30,
      thumbWidth: 180,
      thumbHeight: 90,
    })
    expect(settings).toMatchObject(galleryDefaults)
  })

  it('stores the defaults when the settings are first saved', async () => {
    await payload.updateGlobal({
      slug: 'gallery-settings',
      data: { watermarkText: 'Saved once' },
      overrideAccess: true,
      context: ctx,
    })
    const settings = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
    expect(settings.watermarkText).toBe('Saved once')
    expect(settings).toMatchObject(galleryDefaults)
  })

  it('round-trips every field', async () => {
    const watermark = await createMedia(payload, { alt: 'Settings watermark' })
    const data = {
      imagesPerPage: 0,
      thumbWidth: 240,
      thumbHeight: 160,
      thumbGap: 8,
      maxColumns: 3,
      masonryColumns: 2,
      mosaicRowHeight: 300,
      showSearch: false,
      showSort: false,
      showTagFilter: true,
      loadMore: true,
      disableRightClick: true,
      enableLightbox: false,
      lightboxWidth: 1200,
      lightboxHeight: 900,
      enableLoop: false,
      enableFilmstrip: false,
      filmstripPosition: 'start' as const,
      filmstripHeight: 100,
      autoplay: true,
      slideshowInterval: 9,
      enableFullscreen: false,
      enableInfo: false,
      enableComments: false,
      commentModeration: true,
      enableRating: true,
      enableHitCounter: true,
      enableEcommerce: true,
      enableShare: false,
      enableDownload: true,
      controlButtonsPosition: 'top' as const,
      watermarkType: 'image' as const,
      watermarkText: `© Studio ${unique()}`,
      watermarkImage: watermark.id,
      watermarkFontSize: 32,
      watermarkOpacity: 55,
      watermarkPosition: 'top-left' as const,
    }
    await payload.updateGlobal({ slug: 'gallery-settings', data, overrideAccess: true, context: ctx })
    const settings = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
    expect(writable(settings)).toEqual(data)
  })

  it('refuses values below a minimum', async () => {
    const errors = await validationErrors(
      payload.updateGlobal({ slug: 'gallery-settings', data: { thumbWidth: 5 }, overrideAccess: true, context: ctx }),
    )
    expect(Object.keys(errors)).toEqual(['thumbWidth'])
  })
})

describe('site', () => {
  let original: Site

  beforeAll(async () => {
    original = await payload.findGlobal({ slug: 'site', overrideAccess: true, depth: 0 })
  })

  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'site',
      data: {
        description: null,
        logo: null,
        adminEmail: null,
        footer: null,
        ...writable(original),
        menu: original.menu?.map(({ id: _id, ...row }) => row) ?? [],
        socialLinks: original.socialLinks?.map(({ id: _id, ...row }) => row) ?? [],
      },
      overrideAccess: true,
      context: ctx,
    })
  })

  it('defaults the title, the theme colours and the classic header', async () => {
    const site = await payload.findGlobal({ slug: 'site', overrideAccess: true, depth: 0 })
    expect(site.title).toBe('Vitrine')
    expect(site.theme).toEqual({ primary: '#1a5f7a', accent: '#c2410c', background: '#ffffff', text: '#1f2933', headerLayout: 'classic' })
  })

  it('round-trips every field, menu and social links included', async () => {
    const logo = await createMedia(payload, { alt: 'Logo' })
    const suffix = unique()
    const page = await payload.create({
      collection: 'pages',
      data: { title: `Menu page ${suffix}`, slug: `menu-page-${suffix}`, _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const data = {
      title: `My studio ${suffix}`,
      description: 'Photographs of places and people.',
      logo: logo.id,
      adminEmail: `owner-${suffix}@example.com`,
      menu: [
        { label: 'About', page: page.id, url: null, submenu: [] },
        { label: 'Blog', page: null, url: '/blog', submenu: [{ label: 'Archive', page: null, url: '/blog?page=2' }] },
        { label: 'Elsewhere', page: null, url: 'https://example.com', submenu: [] },
      ],
      footer: '© My studio\nAll rights reserved.',
      socialLinks: [
        { network: 'instagram' as const, url: 'https://instagram.com/mystudio' },
        { network: 'mastodon' as const, url: 'https://mastodon.social/@mystudio' },
      ],
      theme: { primary: '#112233', accent: '#AbCdEf', background: '#000000', text: '#fafafa', headerLayout: 'boxed' as const },
    }
    await payload.updateGlobal({ slug: 'site', data, overrideAccess: true, context: ctx })
    const site = await payload.findGlobal({ slug: 'site', overrideAccess: true, depth: 0 })

    expect(site.title).toBe(data.title)
    expect(site.description).toBe(data.description)
    expect(site.logo).toBe(logo.id)
    expect(site.adminEmail).toBe(data.adminEmail)
    const link = (row: { label: string; page?: unknown; url?: string | null }) => ({ label: row.label, page: row.page ?? null, url: row.url ?? null })
    expect(site.menu?.map((row) => ({ ...link(row), submenu: (row.submenu ?? []).map(link) }))).toEqual(data.menu)
    expect(site.footer).toBe(data.footer)
    expect(site.socialLinks?.map(({ id: _id, ...row }) => row)).toEqual(data.socialLinks)
    expect(site.theme).toEqual(data.theme)
  })

  it('refuses a theme colour that is not a six-digit hex colour', async () => {
    for (const bad of ['red', '#fff', '#12345g', '112233']) {
      const errors = await validationErrors(
        payload.updateGlobal({ slug: 'site', data: { theme: { primary: bad } }, overrideAccess: true, context: ctx }),
      )
      expect(errors['theme.primary'], bad).toBe('Use a six-digit hex colour such as #1a5f7a.')
    }
  })
})
