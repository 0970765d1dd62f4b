/**
 * Shared steps of the popup journeys (not a journey itself): the admin's REST calls, the gallery
 * settings put back after each journey, and what the open popup shows.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

import { admin, baseUrl } from './browser'

let token: string | null = null

/** Payload's REST API as the e2e admin. */
export async function api<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<T> {
  if (!token) {
    const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    token = ((await login.json()) as { token: string }).token
  }
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type Doc = Record<string, unknown> & { id: number }

export const findOne = async (collection: string, where: string): Promise<Doc> => {
  const { docs } = await api<{ docs: Doc[] }>(`/${collection}?${where}&depth=0&limit=1`)
  if (!docs[0]) throw new Error(`Nothing in ${collection} matches ${where}`)
  return docs[0]
}

export const galleryImages = async (galleryId: number): Promise<Doc[]> =>
  (await api<{ docs: Doc[] }>(`/gallery-images?where[gallery][equals]=${galleryId}&sort=order&limit=200&depth=0`)).docs

/** Changes the gallery settings and returns a function that puts the changed ones back. */
export async function withSettings(changes: Record<string, unknown>): Promise<() => Promise<void>> {
  const before = await api<Record<string, unknown>>('/globals/gallery-settings?depth=0')
  await api('/globals/gallery-settings', { method: 'POST', body: JSON.stringify(changes) })
  const saved = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key]]))
  return async () => {
    await api('/globals/gallery-settings', { method: 'POST', body: JSON.stringify(saved) })
  }
}

export const popup = (page: Page) => page.locator('.yarl__portal_open')
export const counter = (page: Page) => page.locator('.vitrine-popup__counter')
export const popupTitle = (page: Page) => page.locator('.vitrine-popup__title')

export async function expectCounter(page: Page, text: string) {
  await page.waitForFunction((expected) => document.querySelector('.vitrine-popup__counter')?.textContent === expected, text, { timeout: 10_000 }).catch(() => undefined)
  expect(await counter(page).textContent()).toBe(text)
}

/** The popup is gone and the page is as it was: scrolling back, no hash. */
export async function expectClosed(page: Page) {
  await page.waitForSelector('.yarl__portal', { state: 'detached', timeout: 5000 })
  const state = await page.evaluate(() => ({ hash: location.hash, noScroll: document.body.classList.contains('yarl__no_scroll'), fullscreen: Boolean(document.fullscreenElement) }))
  expect(state).toEqual({ hash: '', noScroll: false, fullscreen: false })
}
