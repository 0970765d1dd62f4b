/**
 * Document ids as visitors' URLs carry them. Ids (and the gallery's random seeds) are PostgreSQL
 * `integer`s, signed 32-bit: a bigger number cannot name a document, on SQLite either.
 */

/** Largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647

/** A whole number from 1 to MAX_ID. */
export const isId = (value: number): boolean => Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID

/**
 * The id a path segment names: digits only, no sign, no leading zero, no exponent, at most
 * MAX_ID. Null for anything else, so a route answers "not found" (or 400) instead of asking the
 * database about a number it cannot hold.
 */
export function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}
