import type { CollectionBeforeChangeHook, CollectionConfig, FieldHook } from 'payload'

import { isAdmin, isAdminField } from '@/cms/access'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'
import { validateEmbedUrl } from '@/features/embeds'
import { prepareEmbed, queueEmbed } from '@/features/embeds/index.server'

import { markOrderNotGiven, orderLast } from '../admin/image-order-hooks.server'
import { newShuffleKey } from '../random-order'
import { deleteImageEngagement } from './image-engagement.server'
import { visibleImageOrAdmin } from './visitor-access'

type MediaDoc = {
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  url?: string | null
  sizes?: Record<string, { url?: string | null } | undefined>
}

/**
 * Copies the uploaded file's name, type and size onto the record, so listings need no join.
 * Not for embeds: their `image` is the resolver's copy of the provider's picture, and their
 * details come from the provider (src/features/embeds).
 */
const copyFromMedia: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  // `image: null` removes the photo; only an absent key means "unchanged" (the same for embedUrl).
  const imageRef = 'image' in data ? data.image : originalDoc?.image
  const embedUrl = 'embedUrl' in data ? data.embedUrl : originalDoc?.embedUrl
  if (!imageRef || embedUrl) return data
  const id = typeof imageRef === 'object' ? imageRef.id : imageRef
  const media = (await req.payload.findByID({ collection: 'media', id, depth: 0, req })) as MediaDoc
  return {
    ...data,
    filename: media.filename ?? data.filename,
    filetype: media.mimeType ?? data.filetype,
    width: media.width ?? data.width,
    height: media.height ?? data.height,
    imageUrl: media.url ?? data.imageUrl,
    thumbUrl: media.sizes?.thumbnail?.url ?? media.url ?? data.thumbUrl,
    isEmbedVideo: false,
  }
}

const counter = (name: string, description: string, extra: object = {}) => ({
  name,
  type: 'number' as const,
  defaultValue: 0,
  min: 0,
  access: { create: isAdminField, update: isAdminField },
  admin: { readOnly: true, position: 'sidebar' as const, description },
  ...extra,
})

/** A new image draws its shuffle key; an update keeps the one it has (or draws one, for an image added past the hooks). */
const keepShuffleKey: FieldHook = ({ value, originalDoc }) => {
  if (Number.isSafeInteger(value) && value >= 0 && value <= 0x7fffffff) return value
  const kept: unknown = originalDoc?.shuffleKey
  return typeof kept === 'number' && Number.isSafeInteger(kept) ? kept : newShuffleKey()
}

export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  labels: { singular: 'Gallery image', plural: 'Gallery images' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['alt', 'gallery', 'order', 'filetype', 'published', 'updatedAt'],
  },
  access: { read: visibleImageOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  // A page of a gallery is one index range scan, whatever the gallery's size: one index per
  // sort of ../images.server.ts (ties broken by `order`, then the row id).
  indexes: [
    { fields: ['gallery', 'published', 'order'] },
    { fields: ['gallery', 'published', 'createdAt'] },
    { fields: ['gallery', 'published', 'alt', 'order'] },
    { fields: ['gallery', 'published', 'avgRating', 'order'] },
    { fields: ['gallery', 'published', 'hitCount', 'order'] },
    // A random order of a large gallery reads the stored shuffle from the seed on (decision 044).
    { fields: ['gallery', 'published', 'shuffleKey'] },
  ],
  hooks: {
    ...revalidateHooks,
    // prepareEmbed first: it clears a replaced embed's picture before copyFromMedia looks at it.
    // orderLast puts a new image after the gallery's others (../admin/image-order-hooks.server.ts).
    beforeChange: [prepareEmbed, copyFromMedia, orderLast],
    // queueEmbed first: the job is queued in the write's transaction before anything slower runs.
    afterChange: [queueEmbed, ...revalidateHooks.afterChange],
    beforeDelete: [deleteImageEngagement],
  },
  fields: [
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true, index: true },
    { name: 'alt', label: 'Title (alt text)', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The photo. Leave empty for an embedded video or post.' },
    },
    {
      name: 'embedUrl',
      type: 'text',
      validate: validateEmbedUrl,
      admin: { description: 'A YouTube, Vimeo, Instagram, Flickr, Facebook, Dailymotion or Imgur address.' },
    },
    {
      name: 'embedWholePost',
      label: 'Show the whole Instagram post (picture, caption and footer)',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (_, siblings) => /instagr/i.test(String(siblings?.embedUrl ?? '')) },
    },
    {
      name: 'embedStatus',
      type: 'select',
      options: [
        { value: 'pending', label: 'Being fetched' },
        { value: 'ready', label: 'Ready' },
        { value: 'failed', label: 'Could not be fetched' },
      ],
      admin: { readOnly: true, condition: (_, siblings) => Boolean(siblings?.embedUrl), description: 'Set by the server.' },
    },
    { name: 'embedError', type: 'text', admin: { readOnly: true, condition: (_, siblings) => Boolean(siblings?.embedError) } },
    // Copied from the photo or set by the embed's resolver: never typed by an editor.
    { name: 'imageUrl', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'thumbUrl', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'filename', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'filetype', type: 'text', admin: { readOnly: true, position: 'sidebar', description: 'MIME type, or EMBED_OEMBED_<PROVIDER>_<KIND> for embeds.' } },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', min: 0, admin: { readOnly: true } },
        { name: 'height', type: 'number', min: 0, admin: { readOnly: true } },
      ],
    },
    {
      name: 'order',
      label: 'Order number',
      type: 'number',
      defaultValue: 0,
      index: true,
      hooks: { beforeValidate: [markOrderNotGiven] },
      admin: {
        position: 'sidebar',
        description: 'Smallest first. A new image without one goes last. Drag images on the gallery’s own screen to reorder them.',
      },
    },
    counter('hitCount', 'Views in the popup and on the photo’s page, one per visitor a day, while the hit counter is on (gallery settings).', { index: true }),
    counter('commentCount', 'Published comments.'),
    counter('avgRating', 'Average visitor rating, 0 to 5.', { max: 5, index: true }),
    {
      // The image's place in the gallery's stored shuffle, which a random order of more than
      // SHUFFLE_LIMIT images reads (random-order.ts, decision 044): drawn once, when it is added.
      name: 'shuffleKey',
      type: 'number',
      admin: { hidden: true },
      hooks: { beforeChange: [keepShuffleKey] },
    },
    counter('rateCount', 'Number of ratings.'),
    { name: 'pricelist', type: 'relationship', relationTo: 'price-lists', admin: { description: 'Empty means none.' } },
    {
      name: 'pricelistSections',
      type: 'select',
      hasMany: true,
      options: [
        { value: 'manual', label: 'Manual' },
        { value: 'downloads', label: 'Downloads' },
        { value: 'options', label: 'Options' },
      ],
    },
    {
      name: 'redirectUrl',
      type: 'text',
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim())) || 'Enter a full address starting with http:// or https://.',
      admin: {
        description:
          'Clicking the image in a gallery view goes to this address instead of opening the popup. The image still shows in the popup while visitors browse, and on its own page.',
      },
    },
    { name: 'isEmbedVideo', type: 'checkbox', defaultValue: false, admin: { readOnly: true, description: 'Set by the server from the embed’s address.' } },
    { name: 'tags', type: 'relationship', relationTo: 'gallery-tags', hasMany: true },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
}
