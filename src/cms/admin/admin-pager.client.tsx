'use client'
/**
 * Previous and next page of a list on one of our admin screens, in Payload's button styles,
 * with where the editor is ("Page 2 of 5"). Nothing is shown for a list of one page.
 */
import { Button } from '@payloadcms/ui'

export function AdminPager({ label, page, totalPages, onPage }: { label: string; page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="vitrine-screen__row">
      <Button buttonStyle="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button buttonStyle="secondary" size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  )
}
