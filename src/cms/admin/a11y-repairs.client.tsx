'use client'
/**
 * Runs the admin's accessibility repairs (a11y-repairs.ts) on every admin screen: once when the
 * admin mounts, then after each change Payload makes to the page, batched to one pass per frame.
 * Added to `admin.components.providers` in payload.config.ts.
 */
import { type ReactNode, useEffect } from 'react'

import { repairAdminMarkup } from './a11y-repairs'

export function AdminA11yRepairs({ children }: { children?: ReactNode }) {
  useEffect(() => {
    let frame = 0
    const run = () => {
      frame = 0
      repairAdminMarkup(document)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run)
    }
    run()
    const observer = new MutationObserver(schedule)
    // Attributes too: React may put back a tabindex or role it manages when a field re-renders.
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'role', 'aria-label', 'aria-labelledby'] })
    return () => {
      observer.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return <>{children}</>
}
