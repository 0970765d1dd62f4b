/**
 * file: an upload (CF7's file handler, modules/file.php). Its content, not its name, must be one
 * of the allowed types; the file is stored apart from the submission's data and can be attached
 * to a mail.
 */

import { commonProps, fieldState, Wrap } from '../../markup/controls/control-parts'
import { controlClassName } from '../../markup/controls/control-class'
import { DEFAULT_FILE_LIMIT, requiredRules, schemaRules } from '../../validation/field-rules'
import type { PostedFile, RuleResult } from '../../validation/types'
import { acceptAttribute, isAllowedFileContent } from '../../validation/values/file-types'
import { ownValue } from '../../validation/values/keyed'
import type { ControlProps, FormTagEntry } from '../entry'
import type { FormTag } from '../types'

function FileControl({ tag, context }: ControlProps) {
  const state = fieldState(tag, context)
  const common = commonProps(tag, context, state)
  return (
    <Wrap tag={tag} tip={state.tip}>
      <input
        size={tag.opts.size ?? 40}
        className={controlClassName(tag, [], state.invalid)}
        accept={acceptAttribute(tag.opts.filetypes)}
        {...common}
        // A file input has no ARIA role that takes aria-required; the tip says it is required.
        aria-required={undefined}
        type="file"
        name={tag.name}
      />
    </Wrap>
  )
}

/** A browser posts an empty part for a file input left empty: that is no file. */
function isRealFile(file: PostedFile): boolean {
  return file.size > 0 || file.filename !== ''
}

function checkFiles(tag: FormTag, posted: readonly PostedFile[]): RuleResult {
  const files = posted.filter(isRealFile)
  if (files.length === 0) return tag.required ? 'invalid_required' : null
  const limit = tag.opts.limit ?? DEFAULT_FILE_LIMIT
  for (const file of files) {
    if (!isAllowedFileContent(file.head, file.size, tag.opts.filetypes)) return 'upload_file_type_invalid'
    if (file.size > limit) return 'upload_file_too_large'
  }
  return null
}

export const file: FormTagEntry = {
  parse: { star: 'optional', name: 'field', options: ['limit', 'filetypes', 'size'], shorthand: 'size/maxlength' },
  render: { Control: FileControl, classes: () => [], labelable: true },
  validate: {
    check: (tag, input) => checkFiles(tag, ownValue(input.files, tag.name) ?? []),
    schema: (tag, messages) => {
      const rule = schemaRules(tag)
      return [
        ...requiredRules(tag, messages, 'requiredfile'),
        rule('file', messages.upload_file_type_invalid, { accept: acceptAttribute(tag.opts.filetypes).split(',') }),
        rule('maxfilesize', messages.upload_file_too_large, { threshold: String(tag.opts.limit ?? DEFAULT_FILE_LIMIT) }),
      ]
    },
  },
  // Files are stored apart from the data; the mail-tag prints their names, and attaches them in the attachments box.
  mail: { value: (_tag, input) => input.filenames.join(', '), stored: false, attaches: true },
}
