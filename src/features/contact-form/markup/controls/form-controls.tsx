/**
 * A form-tag's markup and what the template around it needs to know, from its type's entry in the
 * form-tag registry (`render`).
 */

import type { ReactNode } from 'react'

import { formTagRegistry } from '../../form-tags/registry'
import type { FormTag } from '../../form-tags/types'
import type { ControlContext } from './control-parts'

/** The markup of one form-tag. */
export function renderControl(tag: FormTag, context: ControlContext, key: string | number): ReactNode {
  const { Control } = formTagRegistry[tag.type].render
  return <Control key={key} tag={tag} context={context} />
}

/** Controls a template <label> can name (its first labelable descendant). */
export function isLabelable(tag: FormTag): boolean {
  return formTagRegistry[tag.type].render.labelable
}

/** The extra classes CF7 gives each type beside the common ones. */
export function typeClasses(tag: FormTag): string[] {
  return formTagRegistry[tag.type].render.classes(tag)
}
