/**
 * text, email, url and tel: one line of text, with a format rule for the last three (CF7's text
 * handler, modules/text.php). textarea shares the length rules (textarea.tsx).
 */

import { InputControl, lengthProps } from '../../markup/controls/control-parts'
import { DEFAULT_MAXLENGTH, firstFailure, itemsOf, requiredRules, schemaRules } from '../../validation/field-rules'
import type { Messages, ValidationMessageKey } from '../../validation/messages'
import type { RuleResult, SwvRule } from '../../validation/types'
import { isEmail, isTel, isUrl } from '../../validation/value-rules'
import { normaliseUrlInput, utf16Length } from '../../validation/values/field-helpers'
import type { FormTagEntry } from '../entry'
import { pipedMailValue } from '../pipes'
import type { FormTag } from '../types'

/** A format rule of a text-like type: its check, and its message and schema rule (same name as the type). */
type FormatRule = { test: (item: string) => boolean; message: ValidationMessageKey; schemaRule: string }

/** The length rules text and textarea share: CF7 counts the total of every value, and applies a default maximum. */
export function checkText(tag: FormTag, defaultMax: number, format: FormatRule | undefined, items: string[]): RuleResult {
  const total = items.reduce((sum, item) => sum + utf16Length(item), 0)
  // As CF7: maxlength:0 means "not set", so the default applies.
  const maxlength = tag.opts.maxlength || defaultMax
  const minlength = tag.opts.minlength
  const formatRule = format ? [(item: string): RuleResult => (format.test(item) ? null : format.message)] : []
  return firstFailure(tag, items, formatRule, [
    minlength !== undefined && total < minlength ? 'invalid_too_short' : null,
    total > maxlength ? 'invalid_too_long' : null,
  ])
}

export function textSchema(tag: FormTag, messages: Messages, defaultMax: number, format: FormatRule | undefined): SwvRule[] {
  const rule = schemaRules(tag)
  const maxlength = tag.opts.maxlength || defaultMax
  return [
    ...requiredRules(tag, messages),
    ...(format ? [rule(format.schemaRule, messages[format.message])] : []),
    ...(tag.opts.minlength ? [rule('minlength', messages.invalid_too_short, { threshold: String(tag.opts.minlength) })] : []),
    rule('maxlength', messages.invalid_too_long, { threshold: String(maxlength) }),
  ]
}

const textOptions = ['placeholder', 'watermark', 'readonly', 'size', 'minlength', 'maxlength', 'autocomplete', 'default']

function textLike(type: 'text' | 'email' | 'url' | 'tel', format?: FormatRule, normalise?: (item: string) => string): FormTagEntry {
  const classes = () => (format ? ['wpcf7-text', `wpcf7-validates-as-${type}`] : ['wpcf7-text'])
  return {
    parse: {
      star: 'optional',
      name: 'field',
      // Akismet (a CF7 add-on) reads text, email and url fields only.
      options: type === 'tel' ? textOptions : [...textOptions, 'akismet'],
      shorthand: 'size/maxlength',
    },
    render: {
      Control: ({ tag, context }) => (
        <InputControl tag={tag} context={context} classes={classes()} extra={{ size: tag.opts.size ?? 40, ...lengthProps(tag, DEFAULT_MAXLENGTH.text) }} />
      ),
      classes,
      labelable: true,
    },
    validate: {
      check: (tag, input) => checkText(tag, DEFAULT_MAXLENGTH.text, format, itemsOf(input.values, tag.name)),
      schema: (tag, messages) => textSchema(tag, messages, DEFAULT_MAXLENGTH.text, format),
      normalise,
    },
    mail: { value: pipedMailValue, stored: true, attaches: false },
  }
}

export const text = textLike('text')
export const email = textLike('email', { test: isEmail, message: 'invalid_email', schemaRule: 'email' })
// SPEC 5: "example.com" is read as "http://example.com", as the browser script fixes it up.
export const url = textLike('url', { test: isUrl, message: 'invalid_url', schemaRule: 'url' }, normaliseUrlInput)
export const tel = textLike('tel', { test: isTel, message: 'invalid_tel', schemaRule: 'tel' })
