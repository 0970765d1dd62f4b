/** The shapes validation works with: what was posted, what is wrong with it, and CF7's validation schema. */

import type { MessageOverrides, ValidationMessageKey } from './messages'

export type PostedValue = string | readonly string[] | undefined
/** Posted text fields by name. A multiple field may be keyed `name` or `name[]`. */
export type PostedValues = Readonly<Record<string, PostedValue>>
/** An uploaded file: its name, its size and its first bytes (FILE_HEAD_BYTES are enough). */
export type PostedFile = { filename: string; size: number; head: Uint8Array }
export type PostedFiles = Readonly<Record<string, readonly PostedFile[] | undefined>>

export type InvalidField = { field: string; message: string; idref: string | null }

/** Checks a canonical quiz answer against the hashes the form carried in `_wpcf7_quiz_answer_{name}`. */
export type QuizVerifier = (canonicalAnswer: string, postedHashes: readonly string[]) => boolean

export type ValidateOptions = {
  messages?: MessageOverrides
  /** The form's `acceptance_as_validation: on` setting: an unticked box is a field error, not acceptance_missing. */
  acceptanceAsValidation?: boolean
  /** Without one, every quiz answer is wrong: a form with a quiz must never pass unchecked. */
  verifyQuiz?: QuizVerifier
}

/** The message key of the first rule a field breaks, or null when it passes. */
export type RuleResult = ValidationMessageKey | null

/** What a field's rules see: every posted value (normalised), the uploads, and the form's options. */
export type FieldInput = { values: PostedValues; files: PostedFiles; options: ValidateOptions }

/**
 * One rule of CF7's validation schema ("Schema-Woven Validation"), typed as schema 2024-10's
 * meta-schema types it (CF7's wpcf7_swv_get_meta_schema): threshold and base are strings, interval
 * a number.
 */
export type SwvRule = {
  rule: string
  field: string
  error: string
  threshold?: string
  accept?: string[]
  base?: string
  interval?: number
}

export type SwvSchema = { version: string; locale: string; rules: SwvRule[] }
