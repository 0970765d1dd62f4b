/**
 * The "random" sort: a pseudo-random order that a seed makes repeatable, so page 2 continues the
 * order page 1 began. The database computes the same key (images.server.ts builds the SQL from
 * these constants); this copy lets tests check the order the database returns.
 *
 * key(id) = middle bits of x², where x = (id × 1103515245 + seed) mod 2³¹. Every step stays
 * below 2⁶³, so SQLite and PostgreSQL compute it in 64-bit integers and agree exactly.
 */
export const RANDOM_ORDER = { multiplier: 1103515245, modulus: 2147483648, shift: 65536 } as const

export function randomSortKey(id: number, seed: number): bigint {
  const { multiplier, modulus, shift } = RANDOM_ORDER
  const x = (BigInt(id) * BigInt(multiplier) + BigInt(seed)) % BigInt(modulus)
  return ((x * x) / BigInt(shift)) % BigInt(modulus)
}

/** Ids in the order the random sort puts them for `seed` (ties, which are rare, by id). */
export function randomOrder(ids: number[], seed: number): number[] {
  return [...ids].sort((a, b) => {
    const ka = randomSortKey(a, seed)
    const kb = randomSortKey(b, seed)
    return ka < kb ? -1 : ka > kb ? 1 : a - b
  })
}

/** A fresh seed, 1 to 2³¹ − 1 (the range the URL parameter accepts). */
export function newRandomSeed(): number {
  return 1 + Math.floor(Math.random() * (RANDOM_ORDER.modulus - 2))
}
