'use client'

import { useEffect } from 'react'

import { watchForNeed } from '@/lib/on-demand.client'

/**
 * Starts the browser side of one contact form when a visitor is about to use it: the form comes
 * near the viewport, or a field takes focus. Rendered by the server component next to its form;
 * renders nothing itself: the form's markup stays the server's, and before the script runs (or
 * without JavaScript) the form posts as a plain HTML form. The script (enhance-contact-form) is a
 * chunk of its own, so pages without a form, and pages whose form is never reached, never load it.
 */
export function ContactFormScript({ unitTag }: { unitTag: string }) {
  useEffect(() => {
    const container = document.getElementById(unitTag)
    if (!container) return undefined
    let active = true
    let undo: (() => void) | undefined
    const stopWatching = watchForNeed([container], {}, () => {
      import('./enhance-contact-form.client')
        .then(({ enhanceContactForm }) => {
          if (active) undo = enhanceContactForm(container)
        })
        .catch(() => undefined) // the form still posts without the script
    })
    return () => {
      active = false
      stopWatching()
      undo?.()
    }
  }, [unitTag])
  return null
}
