'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, type ReactElement } from 'react'

/**
 * Rendered only in a preview (draft mode with an admin's session): re-renders the page from the
 * server each time the editor beside it saves or autosaves, so the newest draft shows.
 */
export function LivePreviewRefresh(): ReactElement | null {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  const refresh = useCallback(() => router.refresh(), [router])
  return origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null
}
