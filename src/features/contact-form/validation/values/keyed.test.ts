import { describe, expect, it } from 'vitest'

import { keyedCopy, keyedRecord, ownValue } from './keyed'

const protoNames = Object.getOwnPropertyNames(Object.prototype)

describe('records keyed by visitor-chosen names', () => {
  it('take every property name of Object.prototype as a plain key', () => {
    const record = keyedRecord<string>()
    for (const name of protoNames) record[name] = `value of ${name}`
    for (const name of protoNames) expect(ownValue(record, name)).toBe(`value of ${name}`)
    expect(Object.keys(record).sort()).toEqual([...protoNames].sort())
    expect(JSON.parse(JSON.stringify(record))).toMatchObject({ constructor: 'value of constructor', toString: 'value of toString' })
  })

  it('never read what a plain object inherits', () => {
    for (const name of protoNames) {
      expect(ownValue({}, name)).toBeUndefined()
      expect(ownValue(keyedRecord(), name)).toBeUndefined()
      expect(ownValue(JSON.parse('{"a":"1"}'), name)).toBeUndefined()
    }
    expect(ownValue(JSON.parse('{"__proto__":"x","constructor":"y"}'), '__proto__')).toBe('x')
    expect(ownValue(null, 'constructor')).toBeUndefined()
  })

  it('copy a record without its prototype', () => {
    const copy = keyedCopy({ constructor: 'a', b: 'c' })
    expect(Object.getPrototypeOf(copy)).toBeNull()
    expect(ownValue(copy, 'constructor')).toBe('a')
    expect(ownValue(copy, 'toString')).toBeUndefined()
  })
})
