'use client'
/**
 * The sidebar of a form submission in the admin: resend failed mail, download the uploaded
 * files, export the form's submissions. Links and one button; the work is done by the
 * collection's endpoints (inbox/submission-admin.server.ts).
 */
import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type StoredFile = { filename?: string | null; storedAs?: string | null }

export function SubmissionActions() {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  if (id === undefined || !data) return null

  const base = `${config.serverURL}${config.routes.api}/form-submissions`
  const failed = data.mailStatus === 'failed' || data.mail2Status === 'failed'
  const files: StoredFile[] = Array.isArray(data.attachments) ? data.attachments : []
  const formId: unknown = typeof data.form === 'object' && data.form !== null ? data.form.id : data.form

  async function resend() {
    setBusy(true)
    try {
      const response = await fetch(`${base}/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body: { errors?: { message: string }[] } = await response.json()
      setNote(response.ok ? 'Queued again. Reload the page to follow its delivery.' : (body.errors?.[0]?.message ?? 'The mail could not be queued.'))
    } catch {
      setNote('The server could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type submission-actions">
      {failed && (
        <Button buttonStyle="secondary" disabled={busy} onClick={resend} size="small">
          Resend failed mail
        </Button>
      )}
      {note && <p role="status">{note}</p>}
      {files.some((file) => file.storedAs) && (
        <ul>
          {files.map((file, index) =>
            file.storedAs ? (
              <li key={index}>
                <a href={`${base}/${id}/attachments/${index}`} download>
                  Download {file.filename}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {typeof formId === 'number' && (
        <p>
          <a href={`${config.serverURL}${config.routes.admin}/inbox?form=${formId}`}>This form’s inbox</a> · <a href={`${base}/export.csv?form=${formId}`}>Export its submissions (CSV)</a>
        </p>
      )}
    </div>
  )
}
