/**
 * The form-tag registry: every type's entry (parse, render, validate, mail), keyed by type. The
 * parser, the markup, validation, the validation schema, mail-tags and storage look a tag's type
 * up here instead of switching on it, so adding a type is one module in tags/ and one line here
 * (TypeScript refuses a type of `formTagTypes` left out; registry.test.ts checks the rest).
 */

import type { FormTagEntry } from './entry'
import { acceptance } from './tags/acceptance'
import { date, number, range, time } from './tags/bounded'
import { checkbox, radio, select } from './tags/choices'
import { count } from './tags/count'
import { file } from './tags/file'
import { hidden } from './tags/hidden'
import { quiz } from './tags/quiz'
import { submit } from './tags/submit'
import { email, tel, text, url } from './tags/text'
import { textarea } from './tags/textarea'
import type { FormTagType } from './types'

export const formTagRegistry: Readonly<Record<FormTagType, FormTagEntry>> = {
  text,
  email,
  url,
  tel,
  number,
  range,
  date,
  time,
  textarea,
  select,
  checkbox,
  radio,
  acceptance,
  quiz,
  file,
  submit,
  hidden,
  count,
}

