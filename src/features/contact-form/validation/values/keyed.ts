/**
 * Records keyed by names a visitor or an editor chose: posted field names, stored data, values
 * shown again. Such a name may be `constructor`, `__proto__`, `toString` or any other property of
 * Object.prototype, which a plain `{}` already "has": reading `values.constructor` of a form
 * without that field gives Object's constructor, and writing `values.__proto__` changes the
 * object's prototype. So these records have no prototype, and every read asks for an own key.
 * Pure, no imports: bundled for the browser too.
 */

/** An empty record with no prototype: every key, `__proto__` included, is a plain key. */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/** A copy with no prototype of a record (own enumerable keys only). */
export function keyedCopy<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  const copy = keyedRecord<T>()
  for (const key of Object.keys(record)) copy[key] = record[key]
  return copy
}

/** The value under one of the record's own keys; never one inherited from Object.prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}
