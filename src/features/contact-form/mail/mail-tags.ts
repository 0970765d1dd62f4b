/**
 * Contact Form 7's mail-tags, replaced for one stored submission. Pure: everything it needs
 * (values, site details, dates) comes in as arguments.
 *
 * As CF7: `[field]` prints what the field's type gives (its registry entry's `mail.value`: the
 * posted value through the field's pipes, so `"Sales|sales@example.com"` prints the address; an
 * upload's file names), `[_raw_field]` the value as posted, and the special tags listed in
 * `SpecialTagValues`. A tag Vitrine does not know is left as typed, and `[[tag]]` prints `[tag]`.
 */

import { formTagRegistry } from '../form-tags/registry'
import type { ParsedForm } from '../form-tags/types'
import type { StoredData } from '../submissions/submission-data'
import { ownValue } from '../validation/values/keyed'

export const specialTagNames = [
  '_remote_ip',
  '_user_agent',
  '_url',
  '_date',
  '_time',
  '_site_title',
  '_site_url',
  '_site_admin_email',
  '_contact_form_title',
  '_post_title',
  '_post_url',
] as const

export type SpecialTagName = (typeof specialTagNames)[number]
export type SpecialTagValues = Record<SpecialTagName, string>

/** A stored upload, as the submission keeps it (`storedAs` is null when the bytes were not kept). */
export type SubmissionFile = { field: string; filename: string; storedAs: string | null; mimeType: string }

export type MailSource = {
  form: Pick<ParsedForm, 'fields'>
  data: StoredData
  files: readonly SubmissionFile[]
  special: SpecialTagValues
}

/** CF7's mail-tag pattern: `[name]` or `[name "option"]`, with `[[name]]` as the escape for a literal tag. */
export const mailTagPattern = /(\[?)\[[\t ]*([a-zA-Z_][0-9a-zA-Z:._-]*)[\t ]*(?:(?:"[^"]*"|'[^']*')[\t ]*)*\](\]?)/g

/** The value of a mail-tag, or undefined when the tag is not one Vitrine knows (it is then left as typed). */
export function mailTagValue(name: string, source: MailSource): string | undefined {
  if ((specialTagNames as readonly string[]).includes(name)) return source.special[name as SpecialTagName]
  const raw = name.startsWith('_raw_')
  const fieldName = raw ? name.slice('_raw_'.length) : name
  const tag = source.form.fields.find((field) => field.name === fieldName)
  const stored = ownValue(source.data, fieldName)
  if (tag) return formTagRegistry[tag.type].mail.value(tag, { stored, filenames: filesOf(source, fieldName).map((file) => file.filename), raw })
  // A value stored for a field the form no longer has prints as it was posted.
  if (stored === undefined) return undefined
  return (typeof stored === 'string' ? [stored] : stored).join(', ')
}

export function filesOf(source: MailSource, field: string): SubmissionFile[] {
  return source.files.filter((file) => file.field === field)
}

type Replaced = { text: string; values: string[] }

/**
 * Replaces the mail-tags of one piece of template text. `format` turns a value into what is
 * written (made header-safe, or HTML-escaped); `values` lists what each known tag gave, for
 * "exclude lines with blank mail-tags".
 */
export function replaceMailTags(text: string, source: MailSource, format: (value: string) => string = (value) => value): Replaced {
  const values: string[] = []
  const replaced = text.replace(mailTagPattern, (match: string, open: string, name: string, close: string) => {
    if (open === '[' && close === ']') return match.slice(1, -1)
    const value = mailTagValue(name, source)
    if (value === undefined) return match
    values.push(value)
    return open + format(value) + close
  })
  return { text: replaced, values }
}


export type SpecialTagInput = {
  remoteIp: string
  userAgent: string
  url: string
  submittedAt: Date
  /** IANA time zone for `[_date]` and `[_time]`; the server's when unset. */
  timeZone?: string
  siteTitle: string
  siteUrl: string
  siteAdminEmail: string
  formTitle: string
  postTitle: string
  postUrl: string
}

/** The special mail-tags. `[_date]` and `[_time]` read as WordPress's defaults: "November 22, 2026", "5:13 pm". */
export function specialTagValues(input: SpecialTagInput): SpecialTagValues {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: input.timeZone }).format(input.submittedAt)
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: input.timeZone })
    .format(input.submittedAt)
    .replace(/\s*(AM|PM)$/, (_match, half: string) => ` ${half.toLowerCase()}`)
  return {
    _remote_ip: input.remoteIp,
    _user_agent: input.userAgent,
    _url: input.url,
    _date: date,
    _time: time,
    _site_title: input.siteTitle,
    _site_url: input.siteUrl,
    _site_admin_email: input.siteAdminEmail,
    _contact_form_title: input.formTitle,
    _post_title: input.postTitle,
    _post_url: input.postUrl,
  }
}
