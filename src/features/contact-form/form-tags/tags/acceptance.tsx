/**
 * acceptance: a box the visitor ticks to accept terms (CF7's acceptance handler,
 * modules/acceptance.php). Required by nature; `optional` makes it informational and `invert`
 * asks for it to stay unticked. Unticked, it stops the submission with `acceptance_missing`, or
 * fails validation when the form has `acceptance_as_validation: on`.
 */

import { fieldState, ListItem, postedItems, Wrap } from '../../markup/controls/control-parts'
import { inlineAllowedTags, type SafeNode, sanitizeHtml } from '../../markup/html/sanitize-html'
import { itemsOf } from '../../validation/field-rules'
import type { PostedValues } from '../../validation/types'
import type { ControlProps, FormTagEntry } from '../entry'
import { pipedMailValue } from '../pipes'
import type { FormTag } from '../types'

const classes = (tag: FormTag) => [...(tag.opts.invert ? ['invert'] : []), ...(tag.opts.optional ? ['optional'] : [])]

function textOf(nodes: SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'element' ? textOf(node.children) : '')).join('').replace(/\s+/g, ' ').trim()
}

function AcceptanceControl({ tag, context }: ControlProps) {
  const state = fieldState(tag, context)
  const posted = postedItems(context, tag.name)
  const checked = posted ? posted.some((item) => item.trim() !== '') : tag.opts.defaultOn
  const labelNodes = tag.content !== '' ? sanitizeHtml(tag.content, { allowedTags: inlineAllowedTags }) : [{ kind: 'text' as const, text: tag.values[0] ?? '' }]
  const labelText = textOf(labelNodes)
  const groupClass = ['wpcf7-form-control', 'wpcf7-acceptance', ...classes(tag), state.invalid ? 'wpcf7-not-valid' : ''].filter(Boolean).join(' ')
  return (
    <Wrap tag={tag} tip={state.tip}>
      <span className={groupClass}>
        <span className="wpcf7-list-item">
          <ListItem
            label={labelText}
            labelFirst={tag.opts.labelFirst}
            wrapInLabel={!context.insideLabel}
            input={{
              type: 'checkbox',
              name: tag.name,
              value: '1',
              defaultChecked: checked,
              tabIndex: tag.opts.tabindex,
              id: tag.opts.id,
              className: tag.opts.classes.join(' ') || undefined,
              'aria-invalid': state.invalid,
              // On the box itself: a description on a role-less span is never read.
              'aria-describedby': state.describedBy,
            }}
          >
            {context.renderSafe(labelNodes)}
          </ListItem>
        </span>
      </span>
    </Wrap>
  )
}

/** True when the box counts as ticked: any non-blank value, as CF7 reads it. */
export function isAcceptanceTicked(values: PostedValues, name: string): boolean {
  return itemsOf(values, name).length > 0
}

/** True when this box stops the submission: unticked, or ticked when inverted; optional never does. */
export function acceptanceRefused(tag: FormTag, values: PostedValues): boolean {
  if (tag.opts.optional) return false
  const ticked = isAcceptanceTicked(values, tag.name)
  return tag.opts.invert ? ticked : !ticked
}

export const acceptance: FormTagEntry = {
  parse: {
    star: 'refused',
    starRefusal: 'an acceptance box is required already: drop the “*” (use the option “optional” for one that is not).',
    name: 'field',
    options: ['optional', 'invert', 'label_first', 'default'],
    defaults: 'on',
    check: (tag) =>
      tag.content === '' && (tag.values[0] ?? '') === ''
        ? `[acceptance ${tag.name}] is not closed: write its label, then [/acceptance] (the label cannot contain “[”).`
        : null,
  },
  // Not labelable: its own label is the text beside the box.
  render: { Control: AcceptanceControl, classes, labelable: false },
  validate: {
    check: (tag, input) => (input.options.acceptanceAsValidation && acceptanceRefused(tag, input.values) ? 'accept_terms' : null),
    // Settled on the server only.
    schema: () => [],
  },
  mail: { value: pipedMailValue, stored: true, attaches: false },
}
