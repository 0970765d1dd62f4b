/**
 * Form submissions as CSV for the admin's export (RFC 4180: every cell quoted, CRLF between
 * rows, UTF-8 with a byte-order mark so spreadsheet programs read accents right). Pure.
 */

import type { StoredData } from '../submissions/submission-data'
import { ownValue } from '../validation/values/keyed'

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1`, `-1`, `@SUM(…)`, or a tab
 * or carriage return before one) gets a leading `'`, so it is shown as the text the visitor typed.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

export type CsvSubmission = {
  id: number
  createdAt: string
  form: number
  status: string
  spamReason?: string | null
  mailStatus?: string | null
  mail2Status?: string | null
  read?: boolean | null
  data: unknown
  attachments?: { field?: string | null; filename?: string | null; originalName?: string | null }[] | null
  meta?: { remoteIp?: string | null; userAgent?: string | null; url?: string | null } | null
}

function storedData(data: unknown): StoredData {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as StoredData) : {}
}

function cellOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(cellOf).join(', ')
  return value === null || value === undefined ? '' : String(value)
}

/**
 * The data columns: the form's fields in template order, then any other field found in the
 * submissions (a field since removed from the form), in order of first appearance.
 */
export function dataColumns(formFields: readonly string[], submissions: readonly CsvSubmission[]): string[] {
  const columns = [...formFields]
  for (const submission of submissions) {
    for (const key of Object.keys(storedData(submission.data))) if (!columns.includes(key)) columns.push(key)
  }
  return columns
}

export function submissionsCsv(formFields: readonly string[], submissions: readonly CsvSubmission[]): string {
  const fields = dataColumns(formFields, submissions)
  const header = ['id', 'submitted', 'form', 'status', 'spam reason', 'mail', 'mail (2)', 'read', ...fields, 'attachments', 'remote IP', 'user agent', 'page']
  const rows = submissions.map((submission) => {
    const data = storedData(submission.data)
    return [
      String(submission.id),
      submission.createdAt,
      String(submission.form),
      submission.status,
      cellOf(submission.spamReason),
      cellOf(submission.mailStatus),
      cellOf(submission.mail2Status),
      submission.read ? 'yes' : 'no',
      ...fields.map((field) => cellOf(ownValue(data, field))),
      (submission.attachments ?? []).map(attachmentCell).join(', '),
      cellOf(submission.meta?.remoteIp),
      cellOf(submission.meta?.userAgent),
      cellOf(submission.meta?.url),
    ]
  })
  return `\uFEFF${[header, ...rows].map(csvRow).join('')}`
}

/** `field: name`, and the name the visitor sent when it was another (`photo: shell_php.jpg (sent as shell.php)`). */
function attachmentCell(file: { field?: string | null; filename?: string | null; originalName?: string | null }): string {
  const sentAs = file.originalName && file.originalName !== file.filename ? ` (sent as ${file.originalName})` : ''
  return `${file.field ?? ''}: ${file.filename ?? ''}${sentAs}`
}
