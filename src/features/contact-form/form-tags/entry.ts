/**
 * What one form-tag type does, in one object: how the parser reads it, how it is rendered, how
 * its posted value is validated, and what it gives to mail-tags and storage. Each type (or family
 * of closely related types) has its module in tags/; registry.ts assembles them by type.
 */

import type { ReactNode } from 'react'

import type { ControlContext } from '../markup/controls/control-parts'
import type { Messages } from '../validation/messages'
import type { FieldInput, RuleResult, SwvRule } from '../validation/types'
import type { OptionRules } from './parser/options'
import type { FormTag } from './types'

/** How the parser reads a tag of this type (its options: see OptionRules in parser/options.ts). */
export type TagParse = OptionRules & {
  /** `*`: allowed (CF7 registers a starred variant), harmless (required by nature), or refused. */
  star: 'optional' | 'always-required' | 'refused'
  /** Why a `*` is refused (default: "a {type} tag cannot be required: drop the “*”."). */
  starRefusal?: string
  /** What the name after the type is: the tag's own field, a field it points at (count), or absent (submit). */
  name: 'field' | 'other-field' | 'none'
  /** What is wrong with the tag as a whole once read (a quiz question without an answer…), or null. */
  check?: (tag: FormTag) => string | null
}

export type ControlProps = { tag: FormTag; context: ControlContext }

/** How a tag of this type is rendered (server-side, as CF7's form-tag handler writes it). */
export type TagRender = {
  Control: (props: ControlProps) => ReactNode
  /** CF7's classes for the type beside `wpcf7-form-control wpcf7-{type}` (see controlClassName). */
  classes: (tag: FormTag) => string[]
  /** A template <label> around the tag names its control (the label's first labelable control). */
  labelable: boolean
}

/** How the server checks what a tag of this type posted. */
export type TagValidate = {
  /** The first rule the posted value breaks, in CF7's order, or null when it passes. */
  check: (tag: FormTag, input: FieldInput) => RuleResult
  /** The rules CF7's validation schema publishes for it (`…/feedback/schema`). */
  schema: (tag: FormTag, messages: Messages) => SwvRule[]
  /** How each posted value is cleaned before any rule runs and before it is stored (default: trimmed). */
  normalise?: (item: string) => string
}

/** What a mail-tag `[name]` (or `[_raw_name]`) of this type is given. */
export type MailTagInput = {
  /** The stored value; undefined when the submission has none. */
  stored: string | readonly string[] | undefined
  /** The names of the field's uploads. */
  filenames: readonly string[]
  /** `[_raw_name]`: the value as posted, without pipes. */
  raw: boolean
}

/** What a tag of this type gives to mail and to the stored submission. */
export type TagMail = {
  /** What its mail-tag prints. */
  value: (tag: FormTag, input: MailTagInput) => string
  /** Its posted value is stored with the submission (a quiz answer is not content; files are stored apart). */
  stored: boolean
  /** Its mail-tag in a mail's attachments box attaches its uploads. */
  attaches: boolean
}

export type FormTagEntry = { parse: TagParse; render: TagRender; validate: TagValidate; mail: TagMail }
