/**
 * `POST /api/admin-ajax` (docs/api.md): the admin endpoint the Instagram import dialog posts to,
 * form-encoded, `action=addInstagramGallery`. It answers text with a JSON array between
 * WD_delimiter_start and WD_delimiter_end (import-answer.ts): the posts added, or
 * `["error", "<sentence>"]`. Errors are answered 200 like the original (4xx for a missing
 * session, bad input, an unknown gallery), never 5xx.
 *
 * It saves the dialog's settings on the gallery (the token encrypted by the collection's hook),
 * then imports at once, or, with `async=1`, in the background as a job on Payload's queue
 * (refresh-task.server.ts): the answer is then an empty list and the dialog polls the gallery's
 * `instagram.importStatus`.
 */
import 'server-only'

import type { PayloadHandler, PayloadRequest } from 'payload'

import { isId } from '@/lib/ids'

import { InstagramError } from './graph-errors'
import { formatAnswer, formatError, IMPORT_ACTION } from './import-answer'
import { importInstagramGallery, isImporting, saveImportSettings, storedToken, writeStatus } from './import-gallery.server'
import { IMPORT_INSTAGRAM_TASK, INSTAGRAM_QUEUE } from './refresh-task.server'

const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }
const reply = (body: string, status = 200) => new Response(body, { status, headers })
const refuse = (status: number, message: string) => reply(formatError(message), status)

/** Background imports of this process, by gallery (tests wait for them). */
const background = new Map<number, Promise<unknown>>()

/** Resolves when every background import started in this process has ended. */
export async function importsIdle(): Promise<void> {
  while (background.size) await Promise.allSettled([...background.values()])
}

type Input = {
  galleryId: number
  user: string
  token: string
  wholePost: boolean
  count: number
  updateFlag: 'none' | 'add' | 'replace'
  async: boolean
}

const flag = (value: string | null) => value === '1' || value === 'true' || value === 'on'

/** The dialog's fields, checked; a sentence for the first that is wrong. */
function readInput(form: URLSearchParams): Input | string {
  const galleryText = form.get('gallery_id') ?? ''
  if (!/^[1-9][0-9]{0,9}$/.test(galleryText)) return 'Save the gallery first: the import needs its id (gallery_id).'
  const user = (form.get('instagram_user') ?? '').trim().replace(/^@/, '')
  if (user && !/^[A-Za-z0-9._]{1,30}$/.test(user)) return 'The Instagram user name may hold only letters, digits, dots and underscores (at most 30).'
  const token = (form.get('instagram_access_token') ?? '').trim()
  if (token.length > 1000 || /\s/.test(token)) return 'The access token looks wrong: paste it again, without spaces (at most 1000 characters).'
  const countText = (form.get('autogallery_image_number') ?? '12').trim() || '12'
  const count = Number(countText)
  if (!/^\d{1,3}$/.test(countText) || count < 1 || count > 200) return 'The number of posts to import must be a whole number from 1 to 200.'
  const updateFlag = (form.get('update_flag') ?? 'none').trim() || 'none'
  if (updateFlag !== 'none' && updateFlag !== 'add' && updateFlag !== 'replace') return 'The update setting must be none, add or replace.'
  const whole = form.get('whole_post') ?? '0'
  if (!['0', '1', 'true', 'false', 'on', ''].includes(whole)) return 'whole_post must be 0 or 1.'
  return { galleryId: Number(galleryText), user, token, wholePost: flag(whole), count, updateFlag, async: flag(form.get('async')) }
}

async function readForm(req: PayloadRequest): Promise<URLSearchParams | null> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return null
  try {
    const text = req.text ? await req.text() : ''
    return text.length > 20_000 ? null : new URLSearchParams(text)
  } catch {
    return null
  }
}

async function handle(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(401, 'Sign in as an admin to import from Instagram.')
  const form = await readForm(req)
  if (!form) return refuse(415, 'Send the import form-encoded (application/x-www-form-urlencoded).')
  const action = form.get('action')
  if (action !== IMPORT_ACTION) return refuse(400, `Unknown action${action ? ` "${action.slice(0, 60)}"` : ''}: this endpoint answers action=${IMPORT_ACTION}.`)
  const input = readInput(form)
  if (typeof input === 'string') return refuse(400, input)

  const { payload } = req
  // An id beyond the database's integer names no gallery (asked, the database answered an error).
  const gallery = isId(input.galleryId) ? await payload.findByID({ collection: 'galleries', id: input.galleryId, depth: 0, req, overrideAccess: false, disableErrors: true }) : null
  if (!gallery) return refuse(404, `No gallery has the id ${input.galleryId}.`)
  if (gallery.source !== 'instagram') return refuse(400, 'This gallery’s images are uploaded, not imported: set its source to Instagram and save it first.')
  if (isImporting(gallery.id)) return refuse(409, 'An import of this gallery is already running. Wait for it to finish.')
  if (!input.token && !(await storedToken(payload, gallery.id))) return refuse(400, 'Enter the access token of the Instagram account: this gallery has none saved.')

  await saveImportSettings(payload, gallery.id, { user: input.user || null, token: input.token || undefined, wholePost: input.wholePost, count: input.count, updateFlag: input.updateFlag })
  const mode = input.updateFlag === 'replace' ? 'replace' : 'add'

  if (input.async) {
    // Running from the answer on, so the dialog's first poll sees it.
    await writeStatus(payload, gallery.id, { state: 'running', done: 0, total: null, message: 'Starting the import…', finishedAt: null })
    // A job, so the import is on record even if this server stops; run at once, not on the next minute.
    const job = await payload.jobs.queue({ task: IMPORT_INSTAGRAM_TASK, input: { galleryId: gallery.id, mode }, queue: INSTAGRAM_QUEUE })
    const run = payload.jobs
      .runByID({ id: job.id })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: `Instagram: the background import of gallery ${gallery.id} did not run.` }))
      .finally(() => background.delete(gallery.id))
    background.set(gallery.id, run)
    return reply(formatAnswer([]))
  }
  return reply(formatAnswer(await importInstagramGallery(payload, gallery.id, { mode })))
}

const SERVER_TROUBLE = 'The import stopped because of an error on the server; it is in the server log.'

export const adminAjax: PayloadHandler = async (req) => {
  try {
    return await handle(req)
  } catch (error) {
    if (error instanceof InstagramError) return reply(formatError(error.message))
    req.payload.logger.error({ err: error, msg: 'Instagram import: the admin endpoint failed.' })
    return reply(formatError(SERVER_TROUBLE))
  }
}

