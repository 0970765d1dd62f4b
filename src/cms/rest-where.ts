/**
 * A REST `where` checked against the fields it names before it reaches the database (hardening
 * issue, item 6). Payload passes a value of the wrong kind through to the query: `where[id][in]=a`
 * becomes NaN, `where[createdAt][equals]=soon` an empty date, `where[title][equals][x]=1` an object,
 * `all` on a field of one value an operator the adapter lacks, and each answers a 500. Here each is
 * a sentence for a 400 instead. For a path this cannot type (rich text, JSON, an unknown name, which
 * Payload refuses itself) only the value's shape is checked. Pure: the where and the fields in.
 */

export type QueryField = {
  name: string
  type: string
  hasMany?: boolean
  relationTo?: string | string[]
  flattenedFields?: QueryField[]
  blocks?: { slug?: string; flattenedFields?: QueryField[] }[]
}

/** The fields of another collection, for paths through a relationship (`gallery.published`). */
export type FieldsOf = (collection: string) => QueryField[] | undefined

type Kind = 'number' | 'date' | 'boolean' | 'text' | 'other'

const operators = new Set([
  'equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'like', 'not_like', 'contains',
  'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'near', 'within', 'intersects',
])
const listOperators = new Set(['in', 'not_in', 'all'])

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)
const isEmpty = (value: unknown) => value === null || value === '' || value === 'null'

function kindOf(field: QueryField | 'id'): Kind {
  if (field === 'id') return 'number'
  switch (field.type) {
    case 'number':
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' || field.type === 'number' ? 'number' : 'other'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'boolean'
    case 'text': case 'textarea': case 'email': case 'code': case 'select': case 'radio':
      return 'text'
    default:
      return 'other'
  }
}

/** The field a dotted path names, 'id' for a document id, or undefined when this cannot tell. */
function resolve(fields: QueryField[], segments: string[], fieldsOf: FieldsOf): QueryField | 'id' | undefined {
  const [head, ...rest] = segments
  if (head === 'id' && rest.length === 0) return 'id'
  const field = fields.find((candidate) => candidate.name === head)
  if (!field || rest.length === 0) return field
  // Which kind of block a row is: a column of the blocks' own, not one of their fields.
  if (field.type === 'blocks' && rest.length === 1 && rest[0] === 'blockType') return { name: 'blockType', type: 'blockType' }
  if (field.type === 'blocks') return resolve((field.blocks ?? []).flatMap((block) => block.flattenedFields ?? []), rest, fieldsOf)
  if (field.flattenedFields) return resolve(field.flattenedFields, rest, fieldsOf)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    if (rest.length === 1 && (rest[0] === 'id' || rest[0] === 'value')) return 'id'
    const related = fieldsOf(field.relationTo)
    return related ? resolve(related, rest, fieldsOf) : undefined
  }
  return undefined
}

function badValue(kind: Kind, value: unknown): boolean {
  if (!isScalar(value)) return true
  if (isEmpty(value)) return false
  if (kind === 'number') return !Number.isFinite(Number(value)) || String(value).trim() === ''
  if (kind === 'date') return Number.isNaN(Date.parse(String(value)))
  if (kind === 'boolean') return !['true', 'false', true, false, '1', '0', 1, 0].includes(value as never)
  return false
}

const describe = (kind: Kind) =>
  ({ number: 'a number', date: 'a date such as 2024-05-01', boolean: 'true or false', text: 'a piece of text', other: 'a single value' })[kind]

/** What the databases cannot compare at all: a list of rows, the kind of a block, a link to one of several collections. */
function fieldProblem(path: string, field: QueryField | 'id' | undefined, operator: string, value: unknown): string | null {
  if (!field || field === 'id') return null
  if (field.type === 'blocks' || field.type === 'array') return `where[${path}] is a list of ${field.type === 'blocks' ? 'blocks' : 'rows'}: ask about one of their fields, e.g. where[${path}.id][exists]=true.`
  if (field.type === 'blockType') {
    const single = typeof value === 'string' && value !== '' && !value.includes(',')
    return (operator === 'equals' || operator === 'not_equals') && single ? null : `where[${path}] can only be compared with equals or not_equals and one block type, e.g. where[${path}][equals]=hero.`
  }
  if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo)) {
    return `where[${path}] links to more than one collection: ask about where[${path}.value] (the id) or where[${path}.relationTo] (the collection).`
  }
  if (operator === 'all' && (field.type === 'relationship' || field.type === 'upload')) return `where[${path}][all] is not supported for links to other documents; use in.`
  return null
}

function conditionProblem(path: string, field: QueryField | 'id' | undefined, operator: string, value: unknown): string | null {
  if (!operators.has(operator)) return `where[${path}][${operator}]: ${operator} is not an operator. Use equals, not_equals, in, not_in, like, contains, exists, greater_than or less_than.`
  const unsupported = fieldProblem(path, field, operator, value)
  if (unsupported) return unsupported
  if (operator === 'exists') return ['true', 'false', true, false].includes(value as never) ? null : `where[${path}][exists] must be true or false.`
  const kind = field ? kindOf(field) : 'other'
  if (listOperators.has(operator)) {
    if (operator === 'all' && !(field && field !== 'id' && field.hasMany)) return `where[${path}][all] needs a field that holds several values; use in.`
    const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [value]
    // An empty member of a list of numbers or dates (`where[id][in]=`) matches nothing Payload can
    // query: the database is asked to compare a number with '' and fails.
    const wrong = items.find((item) => (isEmpty(item) ? kind === 'number' || kind === 'date' : badValue(kind, item)))
    return wrong === undefined ? null : `where[${path}][${operator}] must list ${kind === 'other' ? 'single values' : `values that are each ${describe(kind)}`}, separated by commas.`
  }
  if (operator === 'like' || operator === 'not_like' || operator === 'contains') return isScalar(value) ? null : `where[${path}][${operator}] must be a single value.`
  return badValue(kind, value) ? `where[${path}][${operator}] must be ${describe(kind)}.` : null
}

/** The first thing wrong with `where` for a collection with these fields, or null. */
export function whereProblem(where: unknown, fields: QueryField[], fieldsOf: FieldsOf): string | null {
  if (!isPlainObject(where)) return 'where must name fields with operators, e.g. where[title][equals]=Home.'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const nested = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!nested) return `where[${key}] must be a list of conditions, e.g. where[${key}][0][title][equals]=Home.`
      for (const condition of nested) {
        const problem = whereProblem(condition, fields, fieldsOf)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(value)) return `where[${key}] needs an operator, e.g. where[${key}][equals]=….`
    const field = resolve(fields, key.split('.'), fieldsOf)
    for (const [operator, operand] of Object.entries(value)) {
      const problem = conditionProblem(key, field, operator, operand)
      if (problem) return problem
    }
  }
  return null
}
