import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin, UploadConfig } from 'payload'

import { getEnv } from '@/lib/env'

import { Media } from './collection/media-collection'
import { fileCacheControl, missingFile, storageAnswer } from './collection/missing-file'
import { s3SettingsFrom } from '@/lib/s3-settings'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The media library: uploaded images with their WebP and AVIF variants (the `media` collection),
 * kept in DATA_DIR or, with S3_BUCKET set, in an S3-compatible bucket through Payload's storage
 * plugin (decision 028). The plugin's two fields (`prefix`, `_objectKey`) are in the schema
 * either way, so one set of migrations serves both.
 */
export const mediaPlugin =
  (): Plugin =>
  async (config) => {
    const withMedia: Config = { ...config, collections: [...(config.collections ?? []), Media] }
    const settings = s3SettingsFrom(getEnv())
    const stored = await s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      config: settings?.client ?? {},
      collections: { media: true },
    })(withMedia)
    return settings ? { ...stored, collections: stored.collections?.map(servedFromBucket) } : stored
  }

/**
 * The storage plugin marks the request's context `skipCloudStorage` for its own follow-up write
 * and leaves the mark (and the file's bytes) on the context object when the caller passed one:
 * the next upload made with the same context (the seed's one request, a script's shared context)
 * was then never sent to the bucket. A write that brings a file clears both first; the plugin's
 * follow-up write brings none.
 */
const sendEveryNewFile: CollectionBeforeOperationHook = ({ req, args }) => {
  if (req.file && req.context) {
    delete req.context.skipCloudStorage
    delete req.context._payloadCloudStorage
  }
  return args
}

/**
 * In the bucket, the disk check (missingFile) has nothing to look at: the plugin's handler
 * serves the file, with our Cache-Control, and its bare answers for a missing object (404) or an unreachable bucket (500)
 * become sentences (storageAnswer).
 */
function servedFromBucket(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== Media.slug || typeof collection.upload !== 'object') return collection
  const handlers = (collection.upload.handlers ?? []).filter((handler) => handler !== missingFile)
  // Payload's type has no "a response or nothing" (see missingFile): it serves the file on undefined.
  // The plugin answers with the ETag of the object (304 when it matches) and the headers given here.
  const wrapped: UploadHandler[] = handlers.map((handler) => async (req, args) => {
    args.headers?.set('Cache-Control', fileCacheControl(Boolean(req.user)))
    return storageAnswer(await handler(req, args)) as Response
  })
  const hooks = { ...collection.hooks, beforeOperation: [sendEveryNewFile, ...(collection.hooks?.beforeOperation ?? [])] }
  return { ...collection, hooks, upload: { ...collection.upload, handlers: wrapped } }
}
