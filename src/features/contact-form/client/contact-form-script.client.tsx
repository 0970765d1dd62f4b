'use client'

import { useEffect } from 'react'

import { enhanceContactForm } from './enhance-contact-form.client'

/**
 * Starts the browser side of one contact form once the page has hydrated. Rendered by the server
 * component next to its form; renders nothing itself: the form's markup stays the server's, and
 * before this runs (or without JavaScript) the form posts as a plain HTML form.
 */
export function ContactFormScript({ unitTag }: { unitTag: string }) {
  useEffect(() => {
    const container = document.getElementById(unitTag)
    return container ? enhanceContactForm(container) : undefined
  }, [unitTag])
  return null
}
