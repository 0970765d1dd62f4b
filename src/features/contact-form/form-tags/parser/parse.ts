/**
 * A pure parser of Contact Form 7 form-tag templates: `[type name options "values"]`.
 *
 * It follows CF7's own scanner (form-tags-manager.php) so templates written for CF7 read the
 * same here, but where CF7 silently prints a tag it cannot read, this parser reports an error
 * with its line, so the editor sees what is wrong in the admin.
 */

import { type FormTagOptions, isOptionOf, readOptions } from './form-tag-options'

export type { FormTagOptions } from './form-tag-options'
export { isIsoDate, isTime, parseSizeLimit } from './form-tag-options'

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

/** Types CF7 registers with a `*` variant. */
const requirableTypes = new Set<FormTagType>([
  'text', 'email', 'url', 'tel', 'number', 'range', 'date', 'time', 'textarea', 'select', 'checkbox', 'file',
])
/** Always required by nature, so a `*` adds nothing but is harmless. */
const alwaysRequiredTypes = new Set<FormTagType>(['radio', 'quiz'])

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

function isFormTagType(value: string): value is FormTagType {
  return typeNames.has(value)
}

/** CF7's wpcf7_is_name: what a field name may look like. */
const namePattern = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/** What may appear before the quoted values, as CF7's parse_atts allows. */
const optionsPattern = /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\s]*?)((?:\s*"[^"]*"|\s*'[^']*')*)$/

/** `[type` or `[/type`, where type is a word; what follows must be whitespace or `]`. */
const tagStartPattern = /\[(\/?)([A-Za-z][A-Za-z0-9_-]*)(\*?)(?=[\s\]])/y

/** Line numbers of positions visited in increasing order, counted once over the text. */
function lineCounter(text: string): (index: number) => number {
  let counted = 0
  let line = 1
  return (index) => {
    for (; counted < index; counted++) if (text.charCodeAt(counted) === 10) line++
    return line
  }
}

/** The tag as shown in a message: one line, and not a whole paragraph of label text. */
function displaySource(source: string): string {
  const oneLine = source.replace(/\s+/g, ' ')
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine
}

type Problems = { errors: TemplateProblem[]; warnings: TemplateProblem[] }

type RawTag = { type: FormTagType; rawType: string; star: boolean; attrText: string; content: string; source: string; line: number }

/** Parses a template. Never throws: every problem is reported in `errors` or `warnings`. */
export function parseFormTemplate(template: string): ParsedForm {
  const nodes: TemplateNode[] = []
  const problems: Problems = { errors: [], warnings: [] }
  const names = new Map<string, FormTag>()
  const lineAt = lineCounter(template)
  let textStart = 0
  let cursor = 0
  let noCloseAfter = Number.POSITIVE_INFINITY

  const pushText = (text: string) => {
    if (text === '') return
    const last = nodes[nodes.length - 1]
    if (last?.kind === 'text') last.text += text
    else nodes.push({ kind: 'text', text })
  }

  while (cursor < template.length) {
    const open = template.indexOf('[', cursor)
    if (open < 0) break
    tagStartPattern.lastIndex = open
    const start = tagStartPattern.exec(template)
    if (!start) {
      cursor = open + 1
      continue
    }
    const [head, slash, typeWord, star] = start
    const line = lineAt(open)

    if (slash) {
      // A closing tag reached here was not consumed by its opening tag.
      if (isFormTagType(typeWord)) {
        addProblem(problems.errors, line, head + ']', `[/${typeWord}] closes nothing: there is no [${typeWord} …] before it, or the text between them contains “[”.`)
      }
      cursor = open + head.length
      continue
    }

    // Once no `]` follows, none ever will: remembering that keeps `[text [text …` linear.
    const close = noCloseAfter <= open ? -1 : template.indexOf(']', open + head.length)
    if (close < 0) {
      noCloseAfter = Math.min(noCloseAfter, open)
      if (isFormTagType(typeWord)) addProblem(problems.errors, line, head, `[${typeWord} is never closed with “]”.`)
      cursor = open + head.length
      continue
    }

    let end = close + 1
    const source = template.slice(open, end)
    const rawType = typeWord + star
    let content = ''
    // CF7: content runs to the first `[`, which must begin the matching closing tag.
    const nextBracket = template.indexOf('[', end)
    const closing = [`[/${rawType}]`, `[/${typeWord}]`].find((tag) => nextBracket >= 0 && template.startsWith(tag, nextBracket))
    if (closing) {
      content = template.slice(end, nextBracket)
      end = nextBracket + closing.length
    }

    // `[[text name]]` is CF7's escape for a literal tag.
    if (template[open - 1] === '[' && template[end] === ']') {
      pushText(template.slice(textStart, open - 1) + template.slice(open, end))
      textStart = end + 1
      cursor = end + 1
      continue
    }

    pushText(template.slice(textStart, open))
    textStart = end
    cursor = end

    if (!isFormTagType(typeWord)) {
      const guess = closestType(typeWord)
      addProblem(problems.errors, line, source, `unknown form-tag type “${typeWord}”.${guess ? ` Did you mean “${guess}”?` : ''}`)
      pushText(template.slice(open, end))
      continue
    }

    const raw: RawTag = { type: typeWord, rawType, star: star === '*', attrText: template.slice(open + head.length, close), content, source, line }
    const tag = buildTag(raw, problems, names)
    if (tag) nodes.push({ kind: 'tag', tag })
    else pushText(template.slice(open, end))
  }
  pushText(template.slice(textStart))

  const tags = nodes.flatMap((node) => (node.kind === 'tag' ? [node.tag] : []))
  return {
    nodes,
    tags,
    fields: tags.filter((tag) => tag.name !== '' && tag.type !== 'count' && tag.type !== 'submit'),
    errors: problems.errors,
    warnings: problems.warnings,
  }
}

/** The known type within two typos of a misspelt one ("emial" → "email"), for the error message. */
function closestType(word: string): FormTagType | undefined {
  const lower = word.toLowerCase()
  let best: { type: FormTagType; distance: number } | undefined
  for (const type of formTagTypes) {
    const distance = editDistance(lower, type)
    if (distance <= 2 && (!best || distance < best.distance)) best = { type, distance }
  }
  return best?.type
}

/** Damerau–Levenshtein distance (optimal string alignment): a swap of two letters counts once. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
    }
  }
  return rows[a.length][b.length]
}

function addProblem(list: TemplateProblem[], line: number, source: string, message: string): void {
  list.push({ line, source: displaySource(source), message })
}

type Attributes = { options: string[]; values: string[] }

/** CF7's parse_atts: bare options first, then quoted values. */
function parseAttributes(text: string): Attributes | { error: string } {
  const cleaned = text.replace(/[\u00a0\u200b]+/g, ' ').trim()
  const match = optionsPattern.exec(cleaned)
  if (!match) return { error: attributeProblem(cleaned) }
  const options = match[1].trim() === '' ? [] : match[1].trim().split(/\s+/)
  const values = [...match[2].matchAll(/"([^"]*)"|'([^']*)'/g)].map((value) => value[1] ?? value[2] ?? '')
  return { options, values }
}

const optionCharacter = /[-+*=0-9a-zA-Z:.!?#$&@_/|%\s]/

/** Why CF7 could not read a tag's attributes, in words. */
function attributeProblem(text: string): string {
  const unquoted = text.replace(/"[^"]*"|'[^']*'/g, ' ')
  if (/["']/.test(unquoted)) return 'a quote is never closed.'
  const bad = [...unquoted].find((char) => !optionCharacter.test(char))
  if (bad) {
    return `“${bad}” cannot appear in a form-tag outside quotes: options use letters, digits and - + * = : . ! ? # $ & @ _ / | %, and values go in "quotes".`
  }
  return 'options must come before the quoted values.'
}

function pipeOf(text: string): Pipe {
  const at = text.indexOf('|')
  if (at < 0) return { before: text.trim(), after: text.trim() }
  return { before: text.slice(0, at).trim(), after: text.slice(at + 1).trim() }
}

function buildTag(raw: RawTag, problems: Problems, names: Map<string, FormTag>): FormTag | null {
  const fail = (message: string) => {
    addProblem(problems.errors, raw.line, raw.source, message)
    return null
  }
  if (raw.star && !requirableTypes.has(raw.type) && !alwaysRequiredTypes.has(raw.type)) {
    return fail(
      raw.type === 'acceptance'
        ? 'an acceptance box is required already: drop the “*” (use the option “optional” for one that is not).'
        : `a ${raw.type} tag cannot be required: drop the “*”.`,
    )
  }
  const attributes = parseAttributes(raw.attrText)
  if ('error' in attributes) return fail(attributes.error)

  const options = [...attributes.options]
  let rawName = ''
  if (raw.type !== 'submit') {
    rawName = options.shift() ?? ''
    const nameProblem = checkName(rawName, raw.type)
    if (nameProblem) return fail(nameProblem)
  }
  const name = rawName.replaceAll('.', '_')

  const pipes = attributes.values.map(pipeOf)
  const tag: FormTag = {
    type: raw.type,
    rawType: raw.rawType,
    required: raw.star || alwaysRequiredTypes.has(raw.type),
    name,
    options,
    rawValues: attributes.values,
    values: pipes.map((pipe) => pipe.before),
    pipes,
    content: raw.content.trim().replace(/<br[\s]*\/?>$/gm, ''),
    opts: readOptions(raw.type, options, {
      error: (message) => addProblem(problems.errors, raw.line, raw.source, message),
      warning: (message) => addProblem(problems.warnings, raw.line, raw.source, message),
    }),
    source: raw.source,
    line: raw.line,
  }

  const typeProblem = checkTagShape(tag)
  if (typeProblem) return fail(typeProblem)

  if (tag.name !== '' && tag.type !== 'count') {
    const earlier = names.get(tag.name)
    if (earlier) return fail(`the name “${tag.name}” is already used by ${displaySource(earlier.source)} on line ${earlier.line}: every field needs its own name.`)
    names.set(tag.name, tag)
  }
  return tag
}

function checkName(rawName: string, type: FormTagType): string | null {
  if (rawName === '' || isOptionOf(type, rawName)) {
    const hint = rawName === '' ? '' : ` (“${rawName}” is an option; the name comes first)`
    return `a ${type} tag needs a name${hint}, e.g. [${type} your-${type === 'count' ? 'message' : type}].`
  }
  if (!namePattern.test(rawName)) {
    return `“${rawName}” is not a valid name: start with a letter and use only letters, digits and - _ : .`
  }
  return null
}

function checkTagShape(tag: FormTag): string | null {
  if (tag.type === 'quiz') {
    if (tag.rawValues.length === 0) return 'a quiz needs a question and its answer, e.g. [quiz your-quiz "1+1=?|2"].'
    const unanswered = tag.rawValues.find((value) => !value.includes('|') || pipeOf(value).after === '')
    if (unanswered !== undefined) {
      return `the question “${pipeOf(unanswered).before}” has no answer: write it after a pipe, e.g. "1+1=?|2".`
    }
  }
  if (tag.type === 'acceptance' && tag.content === '' && (tag.values[0] ?? '') === '') {
    return `[acceptance ${tag.name}] is not closed: write its label, then [/acceptance] (the label cannot contain “[”).`
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// For editors

/** One problem as an editor reads it: `Line 4, [emial* your-email]: unknown form-tag type “emial”.` */
export function formatTemplateProblem(problem: TemplateProblem): string {
  return `Line ${problem.line}, ${problem.source}: ${problem.message}`
}

/** Every problem, one a line, in template order. */
export function formatTemplateErrors(problems: readonly TemplateProblem[]): string {
  return [...problems].sort((a, b) => a.line - b.line).map(formatTemplateProblem).join('\n')
}

/**
 * A Payload field `validate` function: `true`, or the errors for the admin to show. Warnings
 * do not block saving (CF7 would accept those templates too).
 */
export function validateFormTemplate(template: unknown): true | string {
  if (typeof template !== 'string' || template.trim() === '') return 'The form template is empty.'
  const { errors } = parseFormTemplate(template)
  return errors.length === 0 ? true : formatTemplateErrors(errors)
}

/** The mail value of a posted choice: the pipe's after-half (CF7's pipes), or the value itself. */
export function pipedValue(tag: FormTag, posted: string): string {
  return tag.pipes.find((pipe) => pipe.before === posted)?.after ?? posted
}
