import type { ReactNode } from 'react'

type Props = {
  id?: string | null
  heading?: string | null
  className: string
  /** False for a widget that is a named region itself (the carousels): a second one would repeat it. */
  region?: boolean
  children: ReactNode
}

/**
 * The frame of a widget block: a section named by its heading when it has one (h2, as every
 * block on a page), plain otherwise.
 */
export function WidgetSection({ id, heading, className, region = true, children }: Props) {
  const headingId = heading && id ? `widget-${id}-heading` : undefined
  const title = heading && (
    <h2 id={headingId} className="widget__heading">
      {heading}
    </h2>
  )
  if (!region)
    return (
      <div className={`widget ${className}`}>
        {title}
        {children}
      </div>
    )
  return (
    <section className={`widget ${className}`} aria-labelledby={headingId}>
      {title}
      {children}
    </section>
  )
}
