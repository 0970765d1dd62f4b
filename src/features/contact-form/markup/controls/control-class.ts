import type { FormTag } from '../../form-tags/types'

/**
 * CF7's wpcf7_form_controls_class plus the tag's own `class:` options: `wpcf7-form-control`,
 * `wpcf7-{type}`, `wpcf7-validates-as-required` for `*`, then the type's extra classes (its
 * registry entry's `render.classes`).
 */
export function controlClassName(tag: FormTag, extra: readonly string[] = [], invalid = false): string {
  const classes = ['wpcf7-form-control', `wpcf7-${tag.type}`]
  if (tag.rawType.endsWith('*')) classes.push('wpcf7-validates-as-required')
  classes.push(...extra)
  if (invalid) classes.push('wpcf7-not-valid')
  classes.push(...tag.opts.classes)
  return [...new Set(classes)].join(' ')
}
