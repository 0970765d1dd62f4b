/**
 * The contact form's public face, safe anywhere (client components included): the page block's
 * config, the form-tag parser, the names of the markup contract and the messages. Server code
 * (the plugin, the endpoints, the components that read the database) is index.server.ts.
 */

export { isSettingOn, readAdditionalSettings } from './additional-settings'
export { contactFormBlock } from './collections/block'
export { parseFormTemplate, validateFormTemplate } from './form-tags/parser/parse'
export { type FormTag, type FormTagType, formTagTypes, type ParsedForm } from './form-tags/types'
export { HONEYPOT_FIELD, STARTED_FIELD, unitTagOf } from './markup/markup-names'
export { CF7_REST_ROOT, contactFormResultPath, contactFormSubmitPath } from './routes'
export { defaultMessages, extraMessages } from './validation/messages'
