/**
 * The "random" sort: a pseudo-random order that a seed makes repeatable, so page 2 continues the
 * order page 1 began (decision 044). Two forms, by the size of the set shown:
 *
 * - **A set of up to SHUFFLE_LIMIT images** (nearly every gallery, search and tag) is shuffled
 *   anew for each seed: key(id) = middle bits of x², where x = (id × 1103515245 + seed) mod 2³¹.
 *   The database computes that key for every image of the set and sorts by it; every step stays
 *   below 2⁶³, so SQLite and PostgreSQL compute it in 64-bit integers and agree exactly.
 * - **A larger set** is read in the order of each image's stored `shuffleKey` (a random number
 *   drawn once, when the image is added), starting at the first key at or after the seed and
 *   wrapping round to the smallest: two range scans of one index, whatever the size, where the
 *   per-seed key had to be computed for every one of 100,000 images (4× the time of a page of a
 *   100-image gallery). Another seed is another starting point in that one shuffle.
 *
 * images.server.ts builds the SQL from these constants; the functions below are the same orders
 * in TypeScript, which tests hold the database to.
 */
export const RANDOM_ORDER = { multiplier: 1103515245, modulus: 2147483648, shift: 65536 } as const

/** Sets larger than this are read from the stored shuffle instead of being shuffled per seed. */
export const SHUFFLE_LIMIT = 10_000

export function randomSortKey(id: number, seed: number): bigint {
  const { multiplier, modulus, shift } = RANDOM_ORDER
  const x = (BigInt(id) * BigInt(multiplier) + BigInt(seed)) % BigInt(modulus)
  return ((x * x) / BigInt(shift)) % BigInt(modulus)
}

/** Ids in the order the random sort of a small set puts them for `seed` (ties, which are rare, by id). */
export function randomOrder(ids: number[], seed: number): number[] {
  return [...ids].sort((a, b) => {
    const ka = randomSortKey(a, seed)
    const kb = randomSortKey(b, seed)
    return ka < kb ? -1 : ka > kb ? 1 : a - b
  })
}

/** An image's place in the stored shuffle: a whole number from 0 to 2³¹ − 1, drawn once. */
export function newShuffleKey(): number {
  return Math.floor(Math.random() * RANDOM_ORDER.modulus)
}

/**
 * The order of a large set for `seed`: by stored key from the first at or after the seed, round
 * to the smallest (ties by id), then any image without a key (added past the hooks) by id.
 */
export function shuffledOrder(images: { id: number; shuffleKey: number | null }[], seed: number): number[] {
  const part = (key: number | null) => (key === null ? 2 : key >= seed ? 0 : 1)
  return [...images]
    .sort((a, b) => part(a.shuffleKey) - part(b.shuffleKey) || (a.shuffleKey ?? 0) - (b.shuffleKey ?? 0) || a.id - b.id)
    .map((image) => image.id)
}

/** A fresh seed, 1 to 2³¹ − 1 (the range the URL parameter accepts). */
export function newRandomSeed(): number {
  return 1 + Math.floor(Math.random() * (RANDOM_ORDER.modulus - 2))
}
