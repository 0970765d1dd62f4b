/** What the contact form's markup tests share: a template rendered as a form, and a reader of its elements. */
import { renderToStaticMarkup } from 'react-dom/server'
import { expect } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { ContactForm, type ContactFormProps } from './contact-form'

export const demoTemplate = `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message
    [textarea* your-message maxlength:2000] </label>

[acceptance privacy] I agree that my message is stored to answer it. [/acceptance]

[submit "Send message"]`

export const secret = 'test-secret'

export function render(template: string, props: Partial<ContactFormProps> = {}): string {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  return renderToStaticMarkup(
    <ContactForm form={form} formId={7} title="Contact us" postId={3} action="/contact" secret={secret} startedAt={1_000} pickQuestion={() => 0} {...props} />,
  )
}

export type Element = { tag: string; attrs: Record<string, string>; at: number }

function unescape(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}

/**
 * Every start tag with its attributes (names lower-cased, values unescaped). React's static
 * markup is well formed and escapes < > " in attribute values, so a regular expression reads it.
 */
export function elements(html: string): Element[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    tag: match[1].toLowerCase(),
    attrs: Object.fromEntries([...match[2].matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((attr) => [attr[1].toLowerCase(), unescape(attr[2] ?? '')])),
    at: match.index,
  }))
}

export function all(html: string, tag: string, attrs: Record<string, string> = {}): Element[] {
  return elements(html).filter((element) => element.tag === tag && Object.entries(attrs).every(([name, value]) => element.attrs[name] === value))
}

export function one(html: string, tag: string, attrs: Record<string, string> = {}): Element {
  const found = all(html, tag, attrs)
  expect(found, `${tag} ${JSON.stringify(attrs)}`).toHaveLength(1)
  return found[0]
}

export const hasClass = (element: Element, name: string) => (element.attrs.class ?? '').split(' ').includes(name)
