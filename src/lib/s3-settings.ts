/**
 * The S3-compatible storage Vitrine uses when S3_BUCKET is set (decision 028), from the
 * environment. Pure: the client is made by its users.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Env } from './env'

export type S3Settings = { bucket: string; client: S3ClientConfig }

export function s3SettingsFrom(env: Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    client: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      // Services other than AWS (MinIO, Ceph, …) mostly answer at endpoint/bucket, not bucket.endpoint.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
      // Checksums only where S3 requires them: the SDK's newer default (a CRC trailer in
      // aws-chunked bodies) is not understood by many S3-compatible services, which then store
      // the chunk framing as the file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
