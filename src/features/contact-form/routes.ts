/** The visitor-side paths of a contact form, in one place for the block, the routes and the docs. */

/** Where the REST API lives, as in CF7: `${root}/contact-forms/{id}/feedback`. */
export const CF7_REST_ROOT = '/wp-json/contact-form-7/v1'

/** Where a form posts without JavaScript (a plain browser form submission). */
export function contactFormSubmitPath(formId: number | string): string {
  return `/contact-form/${formId}/submit`
}

/** The page that shows the outcome of a post without JavaScript, with the form again. */
export function contactFormResultPath(formId: number | string): string {
  return `/contact-form/${formId}`
}
