import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, publishedOrAdmin } from '@/cms/access'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'
import { slideshowSettingsField } from '@/features/slideshow'

import { reorderGalleryImages } from '../admin/reorder-endpoint.server'
import { galleryViewDefaults as d } from '../settings-defaults'
import { sortKeys } from '../url-state'
import { imageViews, viewOptions } from '../view-names'
import { galleryPublication } from './gallery-publication'
import { deleteGalleryImages } from './image-engagement.server'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'source', '_status', 'updatedAt'],
    description: 'Deleting a gallery deletes its photos with it; the uploaded files stay in the media library.',
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Drafts as pages have them: autosave, Publish/Unpublish and a live preview of the draft. What
  // visitors see stays the published row; `published` follows the status (gallery-publication.ts).
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 20 },
  hooks: { ...revalidateHooks, beforeOperation: [galleryPublication], beforeDelete: [deleteGalleryImages] },
  // The gallery screen's reorder (../admin/reorder-endpoint.server.ts, docs/api.md).
  endpoints: [{ path: '/:id/reorder', method: 'post', handler: reorderGalleryImages }],
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    {
      // The gallery's images: thumbnails to drag, bulk upload, inline edits, embeds, previews.
      name: 'imagesManager',
      type: 'ui',
      admin: { components: { Field: '/features/gallery/admin/gallery-manager.client#GalleryManager' } },
    },
    {
      // Follows the Publish/Unpublish buttons (gallery-publication.ts); every visitor check reads it.
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'upload',
      required: true,
      admin: { position: 'sidebar', description: 'Where the images come from.' },
      options: [
        { value: 'upload', label: 'Uploaded images' },
        { value: 'instagram', label: 'Instagram' },
      ],
    },
    {
      name: 'instagram',
      type: 'group',
      admin: { condition: (data) => data?.source === 'instagram' },
      fields: [
        { name: 'user', type: 'text' },
        // The access token is a credential: never sent to visitors.
        { name: 'accessToken', type: 'text', access: { read: isAdminField } },
        { name: 'wholePost', type: 'checkbox', defaultValue: false, admin: { description: 'Import the whole post, not only its image.' } },
        {
          name: 'autogalleryImageNumber',
          type: 'number',
          defaultValue: 12,
          min: 1,
          max: 200,
          admin: { description: 'How many of the newest posts the gallery keeps.' },
        },
        {
          name: 'updateFlag',
          type: 'select',
          defaultValue: 'none',
          options: [
            { value: 'none', label: 'Do not update' },
            { value: 'add', label: 'Add new posts' },
            { value: 'replace', label: 'Replace with the newest posts' },
          ],
        },
        {
          // Written by the import and its scheduled refresh; shown to the editor, never edited.
          name: 'importStatus',
          type: 'group',
          admin: { readOnly: true },
          fields: [
            {
              name: 'state',
              type: 'select',
              defaultValue: 'idle',
              options: [
                { value: 'idle', label: 'Not imported yet' },
                { value: 'running', label: 'Importing' },
                { value: 'done', label: 'Imported' },
                { value: 'failed', label: 'Failed' },
              ],
            },
            { name: 'done', type: 'number', min: 0, admin: { description: 'Posts imported so far.' } },
            { name: 'total', type: 'number', min: 0, admin: { description: 'Posts to import.' } },
            { name: 'message', type: 'text' },
            { name: 'finishedAt', type: 'date' },
          ],
        },
      ],
    },
    {
      name: 'view',
      label: 'View settings',
      type: 'group',
      fields: [
        {
          name: 'defaultView',
          type: 'select',
          defaultValue: d.defaultView,
          options: viewOptions(imageViews),
        },
        {
          name: 'imagesPerPage',
          type: 'number',
          min: 0,
          max: 500,
          admin: { description: 'Blank uses the gallery settings; 0 shows every image on one page.' },
        },
        {
          name: 'sortBy',
          type: 'select',
          defaultValue: d.sortBy,
          options: sortKeys.map((value) => ({ value, label: value })),
        },
        { name: 'showTitle', type: 'checkbox', defaultValue: d.showTitle },
        { name: 'showDescription', type: 'checkbox', defaultValue: d.showDescription },
        { name: 'showSearch', type: 'checkbox', defaultValue: d.showSearch },
        { name: 'showSort', type: 'checkbox', defaultValue: d.showSort },
        { name: 'showTagFilter', type: 'checkbox', defaultValue: d.showTagFilter },
        { name: 'showHitCount', type: 'checkbox', defaultValue: d.showHitCount },
        { name: 'showRating', type: 'checkbox', defaultValue: d.showRating },
        { name: 'disableRightClick', type: 'checkbox', defaultValue: d.disableRightClick },
        { name: 'watermark', type: 'checkbox', defaultValue: d.watermark, admin: { description: 'Bake the watermark into served images.' } },
      ],
    },
    slideshowSettingsField,
  ],
}
