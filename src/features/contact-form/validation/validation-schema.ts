/**
 * A form's validation schema as Contact Form 7 6 publishes it at `…/feedback/schema`
 * ("Schema-Woven Validation": `{ version, locale, rules: [{ rule, field, error, … }] }`), from
 * each field's registry entry (`validate.schema`). Pure.
 *
 * Only CF7's own rule names are used, so CF7's browser validator understands every rule. The
 * server checks a little more than the schema says (a time's min/max, a quiz, an acceptance box):
 * the schema helps a client point out mistakes early; the server has the last word.
 */

import { formTagRegistry } from '../form-tags/registry'
import type { ParsedForm } from '../form-tags/types'
import { WPCF7_LOCALE } from '../markup/markup-names'
import type { Messages } from './messages'
import type { SwvSchema } from './types'

export type { SwvRule, SwvSchema } from './types'

/**
 * CF7 6.x's schema version string (WPCF7_SWV_Schema::version in includes/swv/swv.php). Its rule
 * set is wpcf7_swv_available_rules(); every rule a registry entry publishes is one of them
 * (validation-schema.test.ts checks it).
 */
export const SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10'

export function buildValidationSchema(form: Pick<ParsedForm, 'fields'>, messages: Messages, locale = WPCF7_LOCALE): SwvSchema {
  return { version: SWV_SCHEMA_VERSION, locale, rules: form.fields.flatMap((tag) => formTagRegistry[tag.type].validate.schema(tag, messages)) }
}
