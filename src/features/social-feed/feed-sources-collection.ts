import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/cms/access'

import { FEED_DEFAULTS } from './feed-defaults'
import { checkBaseUrl } from './feed-request'

/**
 * The base address as the proxy will use it (checkBaseUrl), checked on save so the admin hears of
 * a wrong one at once; the proxy refuses it at request time too (feed-handler.server.ts).
 */
function validateBaseUrl(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Give the base address, for example https://mastodon.social.'
  return checkBaseUrl(value) ?? true
}

/**
 * Where feed widgets read from (issue 14, item 3): a Mastodon server or an X/Twitter API
 * v1.1-compatible endpoint, its base address and the site's token. Only admins read a source;
 * the token never leaves the server (the proxy uses it, the widget never sees it), and the proxy
 * never asks a host that is not a source's.
 */
export const FeedSources: CollectionConfig = {
  slug: 'feed-sources',
  labels: { singular: 'Feed source', plural: 'Feed sources' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'baseUrl', 'updatedAt'], group: 'Settings' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'mastodon',
      options: [
        { label: 'Mastodon (public timelines and hashtags need no token)', value: 'mastodon' },
        { label: 'X / Twitter API v1.1-compatible', value: 'twitter-v1.1' },
      ],
    },
    {
      name: 'baseUrl',
      label: 'Base address',
      type: 'text',
      required: true,
      validate: validateBaseUrl,
      admin: { description: 'For example https://mastodon.social or https://api.twitter.com/1.1 — the proxy asks this host only.' },
    },
    {
      name: 'token',
      label: 'Access token',
      type: 'text',
      access: { read: isAdminField },
      admin: { description: 'Kept on the server; visitors never receive it. Mastodon public timelines and hashtags need none.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'cacheMinutes', label: 'Keep a fetched feed for (minutes)', type: 'number', min: 0, max: 1440, defaultValue: FEED_DEFAULTS.cacheMinutes },
        { name: 'timeoutMs', label: 'Give up on the source after (ms)', type: 'number', min: 500, max: 30000, defaultValue: FEED_DEFAULTS.timeoutMs },
      ],
    },
  ],
}
