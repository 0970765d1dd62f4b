/**
 * The settings globals are read once per site change (src/lib/site-memo.ts), not per request:
 * repeated reads ask the database once, an edit shows on the next read, and a read that was
 * running when an edit came in is not kept.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { getSite } from '@/features/site/index.server'
import { forgetSiteMemos, settingsGlobal } from '@/lib/site-memo'
import type { GallerySetting } from '@/payload-types'

import { testPayload } from '../setup/payload'

let payload: Payload
let descriptionBefore: string | null | undefined
let perPageBefore: number | null | undefined

beforeAll(async () => {
  payload = await testPayload()
  descriptionBefore = (await payload.findGlobal({ slug: 'site', depth: 0 })).description
  perPageBefore = (await payload.findGlobal({ slug: 'gallery-settings', depth: 0 })).imagesPerPage
})

afterEach(() => vi.restoreAllMocks())

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site', data: { description: descriptionBefore ?? '' } })
  await payload.updateGlobal({ slug: 'gallery-settings', data: { imagesPerPage: perPageBefore ?? 30 } })
})

describe('settings read once per site change', () => {
  it('asks the database once for many reads, and again after an edit', async () => {
    forgetSiteMemos()
    const reads = vi.spyOn(payload, 'findGlobal')
    const first = await Promise.all(Array.from({ length: 20 }, () => getSite(payload)))
    expect(reads).toHaveBeenCalledTimes(1)
    expect(new Set(first).size).toBe(1)

    await payload.updateGlobal({ slug: 'site', data: { description: 'Read once, shown at once' } })
    reads.mockClear()
    expect((await getSite(payload)).description).toBe('Read once, shown at once')
    expect((await getSite(payload)).description).toBe('Read once, shown at once')
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('shows an edit of the gallery settings on the next read, for visitors and for server code', async () => {
    const visitor = () => settingsGlobal<GallerySetting>(payload, 'gallery-settings', { depth: 0, as: 'visitor' })
    const server = () => settingsGlobal<GallerySetting>(payload, 'gallery-settings', { depth: 0, as: 'server' })
    await Promise.all([visitor(), server()])
    await payload.updateGlobal({ slug: 'gallery-settings', data: { imagesPerPage: 17 } })
    expect((await visitor()).imagesPerPage).toBe(17)
    expect((await server()).imagesPerPage).toBe(17)
  })

  it('does not keep a read that was running when the site changed', async () => {
    forgetSiteMemos()
    let finish!: (value: { description: string }) => void
    const slow = new Promise<{ description: string }>((resolve) => (finish = resolve))
    vi.spyOn(payload, 'findGlobal').mockReturnValueOnce(slow as never)
    const before = getSite(payload)
    forgetSiteMemos() // an edit lands while the read runs
    finish({ description: 'from before the edit' })
    expect((await before).description).toBe('from before the edit')
    expect((await getSite(payload)).description).not.toBe('from before the edit')
  })

  it('does not keep a failed read', async () => {
    forgetSiteMemos()
    vi.spyOn(payload, 'findGlobal').mockRejectedValueOnce(new Error('database unavailable'))
    await expect(getSite(payload)).rejects.toThrow('database unavailable')
    expect((await getSite(payload)).id).toBeDefined()
  })
})
