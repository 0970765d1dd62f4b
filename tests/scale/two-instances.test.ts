/**
 * Two instances of one build on one PostgreSQL database and one S3-compatible bucket, each with a
 * DATA_DIR of its own (performance issue, items 2 and 3; decisions 027 and 028). scripts/e2e.mjs
 * starts them when TEST_DATABASE_URL is set. Each keeps its own page cache; an edit on one must be
 * served by the other within a second, through PostgreSQL's LISTEN/NOTIFY, not the hour its
 * cached copy would otherwise live; an upload on one is served by the other from the bucket.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

const first = process.env.E2E_BASE_URL ?? ''
const second = process.env.E2E_SECOND_URL ?? ''
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' }

let token = ''

beforeAll(async () => {
  const login = await fetch(`${first}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
})

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`)
  return { cache: response.headers.get('x-vitrine-cache'), html: await response.text() }
}

/** How long until `path` on `base` contains `text` (polled every 20 ms), or null after `limitMs`. */
async function msUntil(base: string, path: string, text: string, limitMs: number): Promise<number | null> {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if ((await page(base, path)).html.includes(text)) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return null
}

describe('two instances on one PostgreSQL database', () => {
  it('serve an edit made on the first from the second within 1 s, though the second had the page cached', async () => {
    expect(second).not.toBe('')
    await page(second, '/')
    expect((await page(second, '/')).cache).toBe('HIT')
    await page(first, '/')

    const footer = `Shared ${Date.now().toString(36)}`
    const edit = await fetch(`${first}/api/globals/site`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ footer }),
    })
    expect(edit.status).toBe(200)

    expect((await page(first, '/')).html).toContain(footer)
    const took = await msUntil(second, '/', footer, 5_000)
    console.log(`The second instance served the edit ${took} ms after the first answered it.`)
    expect(took).not.toBeNull()
    expect(took!).toBeLessThanOrEqual(1_000)
  })

  it('serve a photo uploaded on the first from the second within 1 s, from the bucket: neither keeps it on its disk', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shared.png')
    form.append('_payload', JSON.stringify({ alt: 'Shared between instances' }))
    const upload = await fetch(`${first}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { url: string } }
    const uploadedAt = Date.now()
    const fromSecond = await fetch(`${second}${new URL(doc.url, first).pathname}`, { headers: { Authorization: `JWT ${token}` } })
    expect(fromSecond.status).toBe(200)
    expect((await sharp(Buffer.from(await fromSecond.arrayBuffer())).metadata()).width).toBe(64)
    expect(Date.now() - uploadedAt).toBeLessThanOrEqual(1_000)
    const name = path.basename(new URL(doc.url, first).pathname)
    const dataDirs = (process.env.E2E_SCALE_DATA_DIRS ?? '').split(path.delimiter).filter(Boolean)
    expect(dataDirs).toHaveLength(2)
    for (const dataDir of dataDirs) {
      expect(fs.existsSync(path.join(dataDir, 'media', name)), `${name} in ${dataDir}/media`).toBe(false)
    }
  })
})
