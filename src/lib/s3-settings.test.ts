import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

import { s3SettingsFrom } from './s3-settings'

describe('S3 settings', () => {
  it('are off without a bucket, and uploads stay in DATA_DIR', () => {
    expect(s3SettingsFrom(parseEnv({}))).toBeNull()
  })

  it('talk path-style to an S3-compatible endpoint with the given keys, and checksum only where S3 requires it', () => {
    const settings = s3SettingsFrom(
      parseEnv({ S3_BUCKET: 'vitrine-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }),
    )
    expect(settings).toEqual({
      bucket: 'vitrine-media',
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it('use AWS virtual-host addresses and the SDK’s own credentials when only a bucket and region are given', () => {
    const settings = s3SettingsFrom(parseEnv({ S3_BUCKET: 'vitrine-media', S3_REGION: 'eu-west-1' }))
    expect(settings?.client).toMatchObject({ region: 'eu-west-1', forcePathStyle: false })
    expect(settings?.client).not.toHaveProperty('credentials')
    expect(settings?.client).not.toHaveProperty('endpoint')
  })

  it('name what is wrong with a half-set configuration', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid environment variable S3_BUCKET: S3_ENDPOINT is set, but S3_BUCKET is not, so uploads would stay on this machine. Set S3_BUCKET, or unset the others.',
    )
    expect(() => parseEnv({ S3_BUCKET: 'vitrine-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    )
    expect(() => parseEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow('S3_BUCKET: must be a bucket name')
  })
})
