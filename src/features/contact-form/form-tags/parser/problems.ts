/**
 * The problems the parser reports, as an editor reads them: where (line and tag), what, and for
 * a misspelt type, the type that was probably meant.
 */

import { type FormTagType, formTagTypes, type TemplateProblem } from '../types'

export type Problems = { errors: TemplateProblem[]; warnings: TemplateProblem[] }

/** The tag as shown in a message: one line, and not a whole paragraph of label text. */
export function displaySource(source: string): string {
  const oneLine = source.replace(/\s+/g, ' ')
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine
}

export function addProblem(list: TemplateProblem[], line: number, source: string, message: string): void {
  list.push({ line, source: displaySource(source), message })
}

/** The known type within two typos of a misspelt one ("emial" → "email"), for the error message. */
export function closestType(word: string): FormTagType | undefined {
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

/** One problem as an editor reads it: `Line 4, [emial* your-email]: unknown form-tag type “emial”.` */
export function formatTemplateProblem(problem: TemplateProblem): string {
  return `Line ${problem.line}, ${problem.source}: ${problem.message}`
}

/** Every problem, one a line, in template order. */
export function formatTemplateErrors(problems: readonly TemplateProblem[]): string {
  return [...problems].sort((a, b) => a.line - b.line).map(formatTemplateProblem).join('\n')
}
