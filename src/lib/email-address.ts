/**
 * The email addresses a visitor may leave with a comment or an order request: the rule of
 * Payload's `email` field (`email` in `payload/shared`), which every collection that keeps a
 * visitor's address applies when it saves. The visitor forms check with this one rule, so an
 * address a form accepts is never refused by the database afterwards. Before, `a@b.c` passed the
 * forms' looser pattern and was then refused on save, which the visitor saw as "cannot be saved
 * just now, try again later": a 503 that no retry could ever get past.
 *
 * Not imported from Payload: the forms' rules also run in the browser, and `payload/shared` would
 * bring Payload's validation module along. email-address.test.ts checks the two agree.
 */
const EMAIL_ADDRESS =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** The longest address SMTP carries (RFC 5321: a 254-character path). */
export const EMAIL_MAX_LENGTH = 254

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(value)
}
