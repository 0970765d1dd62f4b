'use client'
/**
 * The submissions inbox of one form: a filter (all, accepted, spam, refused, with counts), a
 * search in what was posted, each submission's mail delivery (queued, sent, failed with its
 * reason, with a Resend button), its files, and a CSV download of exactly what is shown. The
 * work is done by the collection's endpoints (inbox/submission-admin.server.ts).
 */
import { Button, SetStepNav } from '@payloadcms/ui'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { AdminPager } from '@/cms/admin/admin-pager.client'

import { INBOX_FILTERS, type InboxFilter, type InboxList, type InboxRow } from '../inbox/inbox-query'

import './inbox.css'

const FILTER_LABELS: Record<InboxFilter, string> = { all: 'All', accepted: 'Accepted', spam: 'Spam', refused: 'Refused' }
const STATUS_TEXT: Record<string, string> = {
  mail_sent: 'Accepted',
  mail_failed: 'Accepted (mail failed)',
  spam: 'Spam',
  aborted: 'Refused (aborted)',
  validation_failed: 'Refused (invalid)',
  acceptance_missing: 'Refused (not accepted)',
}
const DELIVERY_TEXT = { queued: 'queued', sent: 'sent', failed: 'failed' } as const

type Props = { apiRoute: string; adminRoute: string; forms: { id: number; title: string }[]; initialForm: number | null }

export function InboxScreen({ apiRoute, adminRoute, forms, initialForm }: Props) {
  const base = `${apiRoute}/form-submissions`
  const [form, setForm] = useState<number | null>(initialForm)
  const [filter, setFilter] = useState<InboxFilter>('all')
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [list, setList] = useState<InboxList | null>(null)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const noteRef = useRef<HTMLParagraphElement>(null)

  const query = new URLSearchParams({ form: String(form ?? ''), filter, ...(search ? { q: search } : {}) })

  const load = useCallback(async () => {
    if (form === null) return
    const params = new URLSearchParams({ form: String(form), filter, page: String(page), ...(search ? { q: search } : {}) })
    try {
      const response = await fetch(`${base}/inbox?${params}`, { credentials: 'include' })
      const body = await response.json()
      if (response.ok) setList(body as InboxList)
      else setNote(body.errors?.[0]?.message ?? 'The submissions could not be loaded.')
    } catch {
      setNote('The server could not be reached.')
    }
  }, [base, form, filter, page, search])

  useEffect(() => {
    void load()
  }, [load])

  async function resend(row: InboxRow) {
    setBusy(true)
    try {
      const response = await fetch(`${base}/${row.id}/resend`, { method: 'POST', credentials: 'include' })
      const body = await response.json()
      await load()
      setNote(response.ok ? `The failed mail of submission ${row.id} is queued again.` : (body.errors?.[0]?.message ?? 'The mail could not be queued.'))
    } catch {
      setNote('The server could not be reached.')
    } finally {
      setBusy(false)
      noteRef.current?.focus()
    }
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault()
    setSearch(typed.trim())
    setPage(1)
  }

  if (forms.length === 0) {
    return (
      <div className="vitrine-screen">
        <h1 className="vitrine-screen__title">Submissions inbox</h1>
      <SetStepNav nav={[{ label: 'Submissions inbox' }]} />
        <p>There is no contact form yet.</p>
      </div>
    )
  }

  const rows = list?.rows ?? []
  const shown = list ? (search ? list.totalDocs : list.counts[filter]) : 0
  return (
    <div className="vitrine-screen">
      <h1 className="vitrine-screen__title">Submissions inbox</h1>
      <SetStepNav nav={[{ label: 'Submissions inbox' }]} />
      <p className="vitrine-screen__intro">
        What visitors sent through each contact form, newest first. Spam is kept for the days set on its form, then deleted; accepted submissions are kept until you delete them.
      </p>

      <div className="vitrine-screen__row">
        <label className="vitrine-screen__field">
          Form
          <select
            value={form ?? ''}
            onChange={(event) => {
              setForm(Number(event.target.value))
              setPage(1)
            }}
          >
            {forms.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Show submissions" className="vitrine-screen__filters">
          {INBOX_FILTERS.map((which) => (
            <button
              key={which}
              type="button"
              className="vitrine-screen__filter"
              aria-pressed={filter === which}
              onClick={() => {
                setFilter(which)
                setPage(1)
              }}
            >
              {FILTER_LABELS[which]} {list ? list.counts[which] : '…'}
            </button>
          ))}
        </div>
      </div>

      <div className="vitrine-screen__row">
        <form role="search" onSubmit={submitSearch} className="vitrine-screen__field">
          <label htmlFor="inbox-search">Search what was sent</label>
          <input id="inbox-search" type="search" value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} />
          <Button buttonStyle="secondary" size="small" type="submit">
            Search
          </Button>
        </form>
        {form !== null && (
          <a className="vitrine-inbox__export" href={`${base}/export.csv?${query}`} download>
            Download these {shown} as CSV
          </a>
        )}
      </div>

      <p ref={noteRef} tabIndex={-1} role="status" className="vitrine-screen__note">
        {note || (list && search ? `${list.totalDocs} found for “${search}”.` : '')}
      </p>

      {list && rows.length === 0 ? (
        <p>No submissions here.</p>
      ) : (
        <div className="vitrine-inbox__scroll">
          <table className="vitrine-inbox__table">
            <caption className="vitrine-screen__hidden">
              {list ? `${FILTER_LABELS[filter]} submissions of ${list.form.title}` : 'Submissions'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Submission</th>
                <th scope="col">Status</th>
                <th scope="col">Mail delivery</th>
                <th scope="col">Files</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.read ? undefined : 'vitrine-inbox__unread'}>
                  <td>
                    <time dateTime={row.createdAt}>{new Date(row.createdAt).toLocaleString()}</time>
                  </td>
                  <td>
                    <a href={`${adminRoute}/collections/form-submissions/${row.id}`}>{row.summary || `Submission ${row.id}`}</a>
                    {!row.read && <span className="vitrine-screen__muted"> (unread)</span>}
                    <Values data={row.data} />
                  </td>
                  <td>
                    {STATUS_TEXT[row.status] ?? row.status}
                    {row.spamReason && <span className="vitrine-screen__muted"> ({row.spamReason})</span>}
                  </td>
                  <td>
                    {row.deliveries.length === 0 ? (
                      <span className="vitrine-screen__muted">Not mailed</span>
                    ) : (
                      <ul className="vitrine-inbox__plain">
                        {row.deliveries.map((delivery) => (
                          <li key={delivery.which} className={`vitrine-inbox__delivery vitrine-inbox__delivery--${delivery.status}`}>
                            {delivery.label}: {DELIVERY_TEXT[delivery.status]}
                            {delivery.status === 'sent' && delivery.sentAt && <> {new Date(delivery.sentAt).toLocaleString()}</>}
                            {delivery.attempts > 1 && <> after {delivery.attempts} attempts</>}
                            {delivery.error && <span className="vitrine-inbox__reason">{delivery.error}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                    {row.deliveries.some((delivery) => delivery.status === 'failed') && (
                      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => resend(row)}>
                        Resend<span className="vitrine-screen__hidden"> the failed mail of submission {row.id}</span>
                      </Button>
                    )}
                  </td>
                  <td>
                    {row.attachments.length === 0 ? (
                      <span className="vitrine-screen__muted">None</span>
                    ) : (
                      <ul className="vitrine-inbox__plain">
                        {row.attachments.map((file) => (
                          <li key={file.index}>
                            {file.kept ? (
                              <a href={`${base}/${row.id}/attachments/${file.index}`} download>
                                {file.filename}
                              </a>
                            ) : (
                              <span className="vitrine-screen__muted">{file.filename} (not kept)</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list && <AdminPager label="Pages of submissions" page={list.page} totalPages={list.totalPages} onPage={setPage} />}
    </div>
  )
}

/** The posted values, as text (React escapes them), a few lines at most. */
function Values({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data).filter(([, value]) => value !== '' && value !== null && value !== undefined)
  if (entries.length === 0) return null
  return (
    <dl className="vitrine-inbox__values">
      {entries.slice(0, 6).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
