import type { Page } from '@/payload-types'

type ContactFormData = Extract<NonNullable<Page['layout']>[number], { blockType: 'contactForm' }>

export function ContactFormBlock({ block }: { block: ContactFormData }) {
  const form = typeof block.form === 'object' ? block.form : null
  if (!form) return null
  return (
    <section className="contact-block">
      {block.heading && <h2>{block.heading}</h2>}
    </section>
  )
}
