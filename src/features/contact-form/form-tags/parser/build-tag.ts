/**
 * One form-tag from its pieces: CF7's attributes (options, then quoted values), the name, the
 * options, and the checks of the tag's type (its registry entry's `parse`).
 */

import { formTagRegistry } from '../registry'
import { pipeOf } from '../pipes'
import type { FormTag, FormTagType } from '../types'
import { isOptionOf, type OptionRules, readOptions } from './options'
import { addProblem, displaySource, type Problems } from './problems'

export type RawTag = { type: FormTagType; rawType: string; star: boolean; attrText: string; content: string; source: string; line: number }

/** CF7's wpcf7_is_name: what a field name may look like. */
const namePattern = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/** What may appear before the quoted values, as CF7's parse_atts allows. */
const optionsPattern = /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\s]*?)((?:\s*"[^"]*"|\s*'[^']*')*)$/

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

/** The tag, or null when it is broken (the problem is reported, and the tag is shown as text). */
export function buildTag(raw: RawTag, problems: Problems, names: Map<string, FormTag>): FormTag | null {
  const fail = (message: string) => {
    addProblem(problems.errors, raw.line, raw.source, message)
    return null
  }
  const { parse } = formTagRegistry[raw.type]
  if (raw.star && parse.star === 'refused') return fail(parse.starRefusal ?? `a ${raw.type} tag cannot be required: drop the “*”.`)
  const attributes = parseAttributes(raw.attrText)
  if ('error' in attributes) return fail(attributes.error)

  const options = [...attributes.options]
  let rawName = ''
  if (parse.name !== 'none') {
    rawName = options.shift() ?? ''
    const nameProblem = checkName(rawName, raw.type, parse)
    if (nameProblem) return fail(nameProblem)
  }
  const name = rawName.replaceAll('.', '_')

  const pipes = attributes.values.map(pipeOf)
  const tag: FormTag = {
    type: raw.type,
    rawType: raw.rawType,
    required: raw.star || parse.star === 'always-required',
    name,
    options,
    rawValues: attributes.values,
    values: pipes.map((pipe) => pipe.before),
    pipes,
    content: raw.content.trim().replace(/<br[\s]*\/?>$/gm, ''),
    opts: readOptions(raw.type, parse, options, {
      error: (message) => addProblem(problems.errors, raw.line, raw.source, message),
      warning: (message) => addProblem(problems.warnings, raw.line, raw.source, message),
    }),
    source: raw.source,
    line: raw.line,
  }

  const typeProblem = parse.check?.(tag) ?? null
  if (typeProblem) return fail(typeProblem)

  if (tag.name !== '' && parse.name === 'field') {
    const earlier = names.get(tag.name)
    if (earlier) return fail(`the name “${tag.name}” is already used by ${displaySource(earlier.source)} on line ${earlier.line}: every field needs its own name.`)
    names.set(tag.name, tag)
  }
  return tag
}

function checkName(rawName: string, type: FormTagType, rules: OptionRules & { name: string }): string | null {
  if (rawName === '' || isOptionOf(rules, rawName)) {
    const hint = rawName === '' ? '' : ` (“${rawName}” is an option; the name comes first)`
    return `a ${type} tag needs a name${hint}, e.g. [${type} your-${rules.name === 'other-field' ? 'message' : type}].`
  }
  if (!namePattern.test(rawName)) {
    return `“${rawName}” is not a valid name: start with a letter and use only letters, digits and - _ : .`
  }
  return null
}
