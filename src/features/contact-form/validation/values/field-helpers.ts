/**
 * Tiny pure helpers shared by the browser enhancement and the server, so both sides agree on
 * what a visitor typed. No imports: this file must stay safe to bundle for the client.
 */

/**
 * CF7's URL field fix-up: a value without a scheme but containing a dot gets `http://`
 * prefixed ("example.com" → "http://example.com"). The same regular expressions as CF7's
 * script, so a value normalised in the browser is never normalised twice on the server.
 */
export function normaliseUrlInput(value: string): string {
  let text = value.trim()
  if (text !== '' && !/^[a-z][a-z0-9.+-]*:/i.test(text) && text.includes('.')) {
    text = `http://${text.replace(/^\/+/, '')}`
  }
  return text
}

/**
 * Length as CF7 counts it: UTF-16 code units, like the browser's `maxlength` and
 * `String.prototype.length`, so "😀" is 2. Counting code points instead would let a value
 * the browser refused pass on the server (or the reverse).
 */
export function utf16Length(value: string): number {
  return value.length
}

export type CharacterCountOptions = {
  minlength?: number
  maxlength?: number
  /** Count down from maxlength instead of up from zero (CF7's `[count name down]`). */
  down?: boolean
}

export type CharacterCountState = {
  /** The number to show: characters typed, or characters left when counting down. */
  shown: number
  length: number
  tooLong: boolean
  tooShort: boolean
  /** CF7's classes for the counter element: `wpcf7-character-count up|down [too-long] [too-short]`. */
  className: string
}

/** The state of a character counter for a value, as CF7's script computes it. */
export function characterCountState(value: string, options: CharacterCountOptions = {}): CharacterCountState {
  const length = utf16Length(value)
  const { minlength, maxlength, down = false } = options
  const starting = down ? (maxlength ?? 0) : 0
  const tooLong = maxlength !== undefined && maxlength > 0 && length > maxlength
  // As CF7's counter: a blank field below the minimum is marked too short too (validation,
  // unlike the counter, lets a blank optional field pass).
  const tooShort = minlength !== undefined && minlength > 0 && length < minlength
  const classes = ['wpcf7-character-count', down ? 'down' : 'up']
  if (tooLong) classes.push('too-long')
  if (tooShort) classes.push('too-short')
  return { shown: down ? starting - length : length, length, tooLong, tooShort, className: classes.join(' ') }
}

/**
 * The canonical form of a quiz answer, compared instead of the raw text so "２", " 2 " and "2"
 * are the same answer. NFKC folds full-width letters and digits to half-width (and half-width
 * katakana to full-width), like CF7's mb_convert_kana('asKV'); whitespace is removed entirely
 * as CF7 does for quiz answers (strip_separators), then the text is lower-cased.
 */
export function canonicaliseQuizAnswer(answer: string): string {
  return answer.normalize('NFKC').replace(/\s+/gu, '').toLowerCase()
}

/** "your-email" → "Your email": an accessible name for a control that has no label. */
export function readableFieldName(name: string): string {
  const words = name.replace(/[-_:.]+/g, ' ').trim()
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1)
}
