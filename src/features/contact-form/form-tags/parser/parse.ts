/**
 * A pure parser of Contact Form 7 form-tag templates: `[type name options "values"]`.
 *
 * It follows CF7's own scanner (form-tags-manager.php) so templates written for CF7 read the
 * same here, but where CF7 silently prints a tag it cannot read, this parser reports an error
 * with its line, so the editor sees what is wrong in the admin. What each type accepts is its
 * registry entry's `parse` (../tags/); a tag itself is read in build-tag.ts.
 */

import { formTagRegistry } from '../registry'
import { type FormTag, isFormTagType, type ParsedForm, type TemplateNode } from '../types'
import { buildTag, type RawTag } from './build-tag'
import { addProblem, closestType, formatTemplateErrors, type Problems } from './problems'

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
    fields: tags.filter((tag) => tag.name !== '' && formTagRegistry[tag.type].parse.name === 'field'),
    errors: problems.errors,
    warnings: problems.warnings,
  }
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
