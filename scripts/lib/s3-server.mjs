/**
 * A local S3-compatible server for tests (s3rver, from the npm registry): one bucket in a
 * temporary folder, on a free port of 127.0.0.1. s3rver checks request signatures against its
 * fixed key pair, S3RVER/S3RVER, which `env` carries.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/**
 * @param {{ bucket?: string }} [options]
 * @returns {Promise<{ endpoint: string, bucket: string, directory: string, env: Record<string, string>, close(): Promise<void> }>}
 */
export async function startS3Server({ bucket = 'vitrine-media' } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    directory,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
