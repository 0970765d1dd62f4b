/**
 * An editor manages a gallery on its own admin screen (docs/decisions/035): uploads 20 photos
 * at once and watches each progress bar complete, drags the last one first with the mouse,
 * moves another by keyboard, renames one in place, and the public gallery shows the new order
 * and name. A text file renamed .jpg is refused with the server's own sentence and nothing is
 * stored. axe: the whole screen, Payload's parts included, has no violation at all.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, expectAdminAxeClean, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin$/)
}

/** A photo of its own colour with its number on it, as a JPEG. */
async function photo(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},70%,55%)"/><text x="320" y="280" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif">${n}</text></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

const pad = (n: number) => String(n).padStart(2, '0')

async function mediaCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/media?limit=1&depth=0')
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The alt texts of the cards, in the screen's order. */
async function cardAlts(page: Page): Promise<string[]> {
  return page.locator('.vg-card .vg-card__alt').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
}

describe('An editor manages a gallery’s photos without a manual', () => {
  it('uploads 20 photos, drags the last one first, moves one by keyboard, and the public gallery shows the new order', async () => {
    const editor = await newVisitor(browser)
    const { page } = editor
    await logIn(page)

    const name = `Harbour walk ${Date.now().toString(36)}`
    const created = await page.request.post('/api/galleries', { data: { name, published: true } })
    expect(created.status()).toBe(201)
    const gallery = ((await created.json()) as { doc: { id: number; slug: string } }).doc

    await page.goto(`/admin/collections/galleries/${gallery.id}`)
    const manager = page.locator('.vg-manager')
    await manager.getByText('0 images').waitFor()
    await manager.getByText('No images yet.', { exact: false }).waitFor()

    // A preview of the gallery in each view is one link away (the preview route shows the draft).
    for (const view of ['thumbnails', 'masonry', 'mosaic', 'blog style', 'slideshow']) {
      const href = `/galleries/${gallery.slug}?type_0=${view.replace(' ', '_')}`
      await expect(manager.getByRole('link', { name: view, exact: true }).getAttribute('href')).resolves.toBe(`/preview?path=${encodeURIComponent(href)}`)
    }

    // 20 photos through the file picker.
    const files = await Promise.all(Array.from({ length: 20 }, async (_, i) => ({ name: `photo-${pad(i + 1)}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i + 1) })))
    const chooser = page.waitForEvent('filechooser')
    await manager.getByRole('button', { name: 'Choose photos…' }).click()
    await (await chooser).setFiles(files)

    // Every file gets its bar, and every bar completes.
    await expect(manager.locator('.vg-upload__row').count()).resolves.toBe(20)
    await page.waitForFunction(() => document.querySelectorAll('.vg-upload__row[data-upload-state="done"]').length === 20, undefined, { timeout: 120_000 })
    const bars = await manager.locator('.vg-upload__row progress').evaluateAll((elements) => elements.map((bar) => ({ value: (bar as HTMLProgressElement).value, name: bar.getAttribute('aria-label') })))
    expect(bars).toHaveLength(20)
    for (const bar of bars) expect(bar.value, bar.name ?? '').toBe(1)
    await manager.getByText('20 added.').waitFor()
    await manager.getByText('20 images').waitFor()
    await expect(manager.locator('.vg-card').count()).resolves.toBe(20)
    // Alt text from the file names, in the order chosen (the last one last), numbered 1 to 20.
    expect(await cardAlts(page)).toEqual(files.map((_, i) => `Photo ${pad(i + 1)}`))
    await page.setViewportSize({ width: 1280, height: 900 })
    await manager.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '.tmp/e2e-shots/gallery-management-uploaded.png', fullPage: true })

    // The last photo dragged first with the mouse, by its handle: a tall window shows the
    // whole grid (20 cards), as a large screen would.
    await manager.getByRole('button', { name: 'Clear this list' }).click()
    await page.setViewportSize({ width: 1280, height: 2200 })
    await manager.locator('.vg-grid').evaluate((grid) => grid.scrollIntoView({ block: 'start' }))
    const lastHandle = manager.getByRole('button', { name: 'Drag “Photo 20”, image 20 of 20' })
    const firstCard = manager.locator('.vg-card').first()
    const from = (await lastHandle.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 20, { steps: 5 })
    const to = (await firstCard.boundingBox())!
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 25 })
    await page.mouse.move(to.x + to.width / 2 - 4, to.y + to.height / 3, { steps: 3 })
    await page.mouse.up()
    await manager.getByText('Order saved: “Photo 20” is now image 1 of 20.').waitFor()
    expect((await cardAlts(page)).slice(0, 3)).toEqual(['Photo 20', 'Photo 01', 'Photo 02'])

    // A second move by keyboard: Photo 01 (now second) one place later.
    const handle = manager.getByRole('button', { name: 'Drag “Photo 01”, image 2 of 20' })
    await handle.focus()
    await page.keyboard.press('Space')
    await manager.locator('.vg-card--dragging').waitFor()
    // dnd-kit measures the grid on the frame after pick-up: a key pressed before is lost, so
    // move until the announcement says the photo is over position 3, then drop.
    // Payload's own drag and drop keeps live regions of its own on the page: read them all.
    const announcement = async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ')
    await expect
      .poll(async () => {
        if (!/over position 3 of 20/.test(await announcement())) await page.keyboard.press('ArrowRight')
        return announcement()
      }, { timeout: 10_000, interval: 300 })
      .toContain('“Photo 01” is over position 3 of 20.')
    await page.keyboard.press('Space')
    await manager.getByText('Order saved: “Photo 01” is now image 3 of 20.').waitFor()
    expect((await cardAlts(page)).slice(0, 3)).toEqual(['Photo 20', 'Photo 02', 'Photo 01'])
    await page.setViewportSize({ width: 1280, height: 900 })

    // The first photo renamed in place: the gallery image and its photo share the text.
    const firstAlt = manager.locator('.vg-card').first().locator('.vg-card__alt')
    await firstAlt.fill('Harbour at dawn')
    await firstAlt.press('Enter')
    await manager.locator('.vg-card').first().getByText('Alt text saved.').waitFor()
    const images = await page.request.get(`/api/gallery-images?where[gallery][equals]=${gallery.id}&sort=order&limit=3&depth=1`)
    const firstThree = ((await images.json()) as { docs: { alt: string; order: number; image: { alt: string } }[] }).docs
    expect(firstThree.map((doc) => [doc.alt, doc.order])).toEqual([
      ['Harbour at dawn', 1],
      ['Photo 02', 2],
      ['Photo 01', 3],
    ])
    expect(firstThree[0]?.image.alt).toBe('Harbour at dawn')

    // A text file renamed .jpg: the server's sentence, and nothing stored.
    const before = await mediaCount(page)
    const refusedChooser = page.waitForEvent('filechooser')
    await manager.getByRole('button', { name: 'Choose photos…' }).click()
    await (await refusedChooser).setFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Shopping list: bread, milk, film.\n') }])
    const refusal = manager.getByRole('alert').filter({ hasText: 'notes.jpg' })
    await refusal.waitFor()
    await expect(refusal.textContent()).resolves.toContain('This file is not a photo, sound or video Vitrine can read.')
    await manager.locator('.vg-upload__row[data-upload-state="refused"]').getByText('Refused').waitFor()
    expect(await mediaCount(page)).toBe(before)
    await expect(manager.locator('.vg-card').count()).resolves.toBe(20)

    await page.screenshot({ path: '.tmp/e2e-shots/gallery-management-reordered.png', fullPage: true })
    await manager.locator('.vg-card').first().getByRole('button', { name: 'Details of “Harbour at dawn”' }).click()
    const dialog = page.getByRole('dialog', { name: 'Details of “Harbour at dawn”' })
    await dialog.waitFor()
    await expect(dialog.getByLabel('Title (alt text)').inputValue()).resolves.toBe('Harbour at dawn')
    await page.screenshot({ path: '.tmp/e2e-shots/gallery-management-details.png' })
    const dialogAxe = await new AxeBuilder({ page }).include('.vg-dialog').analyze()
    expect(dialogAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // An embed's address is recognised before saving; one that cannot be embedded says why.
    await manager.getByText('Add a video or post by its address').click()
    const address = manager.getByLabel('Address (YouTube, Vimeo, Dailymotion, Flickr, Instagram, Facebook or Imgur)')
    await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await manager.getByText('Recognised: YouTube video dQw4w9WgXcQ.').waitFor()
    await expect(manager.getByRole('button', { name: 'Add to the gallery' }).isEnabled()).resolves.toBe(true)
    await address.fill('https://www.youtube.com/')
    await manager.getByText('This YouTube address is not a single', { exact: false }).waitFor()
    await expect(manager.getByRole('button', { name: 'Add to the gallery' }).isDisabled()).resolves.toBe(true)

    // axe: the whole gallery screen, Payload's parts included, has no violation at all.
    await expectAdminAxeClean(page, 'gallery screen')
    // The browser logs the refused upload's 400 as a console error; nothing else may be there.
    expect(editor.errors.filter((error) => !/status of 400/.test(error) || !/\/api\/media/.test(error))).toEqual([])

    // The visitor's gallery: the new order and the new name.
    const visitor = await newVisitor(browser)
    const response = await visitor.page.goto(`/galleries/${gallery.slug}`)
    expect(response?.status()).toBe(200)
    // A tile shows the title (its image's alt is then empty) or names the image by its alt.
    const publicAlts = await visitor.page
      .locator('#gallery-view-0 [data-gallery-item]')
      .evaluateAll((items) => items.slice(0, 3).map((item) => item.querySelector('.thumbnails__title')?.textContent || item.querySelector('img')?.alt || ''))
    expect(publicAlts).toEqual(['Harbour at dawn', 'Photo 02', 'Photo 01'])
    await visitor.page.screenshot({ path: '.tmp/e2e-shots/gallery-management-public.png' })
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
    await editor.context.close()
    // 20 uploads, each resized into six variants, on a loaded 2-core machine: 70 to 150 s.
  }, 300_000)
})
