/**
 * The shape of a parsed Contact Form 7 template: its form-tags (`[type name options "values"]`)
 * and the text around them. Types and the list of tag types only: the parser is in parser/, what
 * each type does is in tags/, assembled in registry.ts.
 */

/** Every form-tag type the parser accepts; each has one entry in the registry (registry.ts). */
export const formTagTypes = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'range',
  'date',
  'time',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'file',
  'submit',
  'hidden',
  'count',
] as const

export type FormTagType = (typeof formTagTypes)[number]

export type FormTagOptions = {
  id?: string
  classes: string[]
  tabindex?: number
  /** `placeholder` (or CF7's older `watermark`): the first value is a placeholder, not a default. */
  placeholder: boolean
  readonly: boolean
  size?: number
  cols?: number
  rows?: number
  minlength?: number
  maxlength?: number
  /** Checked for the tag's type at parse time: a number, a YYYY-MM-DD date or an HH:MM(:SS) time. */
  min?: string
  max?: string
  step?: string
  autocomplete?: string
  /** 1-based indices of the options checked or selected at first (`default:1_3`). */
  defaultChoices: number[]
  /** `default:on` on an acceptance box. */
  defaultOn: boolean
  exclusive: boolean
  freeText: boolean
  useLabelElement: boolean
  labelFirst: boolean
  optional: boolean
  invert: boolean
  multiple: boolean
  includeBlank: boolean
  firstAsLabel: boolean
  /** File size limit in bytes (`limit:2mb`). */
  limit?: number
  /** As written after `filetypes:`: extensions without dots, or MIME types such as `image/*`. */
  filetypes: string[]
  /** `[count name down]`. */
  down: boolean
}

/**
 * A pipe splits a value in two (CF7's WPCF7_Pipe): `before` is shown and posted, `after` is
 * what mail-tags print. `"Sales|sales@example.com"` shows "Sales" and never puts the address in
 * the page. Without a pipe both halves are the same text.
 */
export type Pipe = { before: string; after: string }

export type FormTag = {
  type: FormTagType
  /** As written, with its `*`. */
  rawType: string
  required: boolean
  /** The field name ('' for submit); CF7 turns dots into underscores. For count, the counted field. */
  name: string
  options: string[]
  /** The quoted values as written, pipes included. */
  rawValues: string[]
  /** The shown and posted halves of the values (pipe befores), trimmed. */
  values: string[]
  pipes: Pipe[]
  /** Text between `[type …]` and `[/type]`: an acceptance box's label, a textarea's default. */
  content: string
  opts: FormTagOptions
  /** The opening tag as written, for messages. */
  source: string
  line: number
}

export type TemplateNode = { kind: 'text'; text: string } | { kind: 'tag'; tag: FormTag }

export type TemplateProblem = { line: number; source: string; message: string }

export type ParsedForm = {
  /** Template text and tags in order. Text is the HTML the editor wrote (sanitise before use). */
  nodes: TemplateNode[]
  /** Every usable tag, submit and count included. */
  tags: FormTag[]
  /** Tags that post a value: what validation, mail-tags and storage work with. */
  fields: FormTag[]
  /** Problems that break the form: the tag is shown as text and does not take part. */
  errors: TemplateProblem[]
  /** Problems CF7 would ignore (an unknown option): the tag works, but probably not as meant. */
  warnings: TemplateProblem[]
}

const typeNames: ReadonlySet<string> = new Set(formTagTypes)

export function isFormTagType(value: string): value is FormTagType {
  return typeNames.has(value)
}
