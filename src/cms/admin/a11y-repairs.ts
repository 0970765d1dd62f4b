/**
 * Repairs to the markup of Payload's admin (3.90.1) that screen readers and keyboards need, applied
 * to the DOM as Payload renders it (docs/decisions/042-admin-accessibility-repairs.md). Each repair
 * finds one pattern of Payload's markup, names what it found, and changes only attributes Payload
 * does not set itself, so React's later renders keep them. All of them are idempotent: running
 * them again on a repaired tree changes nothing (the MutationObserver that runs them relies on it).
 *
 * React-free; unit tested on happy-dom, and axe checks the real screens in Chromium.
 */

type Repair = (root: ParentNode) => number

/** Sets an attribute when it differs; returns 1 when it changed something. */
function set(element: Element, name: string, value: string): number {
  if (element.getAttribute(name) === value) return 0
  element.setAttribute(name, value)
  return 1
}

const hasName = (element: Element) =>
  Boolean(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim() || element.getAttribute('title')?.trim())

let generatedIds = 0
function idOf(element: Element, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++generatedIds}`
  return element.id
}

/**
 * react-select's open and clear indicators are `aria-hidden` but reachable by Tab (Payload renders
 * the open indicator as a <button>, the clear indicator with tabindex="0"), so a keyboard lands on
 * something a screen reader says nothing about. The combobox itself opens with the arrow keys and
 * clears with Backspace, as the ARIA combobox pattern has it; the indicators leave the Tab order.
 */
const indicatorsOutOfTabOrder: Repair = (root) => {
  let changed = 0
  for (const indicator of root.querySelectorAll('.rs__indicators [aria-hidden="true"]')) {
    if (indicator.matches('button, [tabindex]:not([tabindex="-1"])')) changed += set(indicator, 'tabindex', '-1')
  }
  return changed
}

/**
 * react-select's input has an id of its own, so the field's <label for> names nothing. The input is
 * named by its field's label instead; the dashboard's breadcrumb select, which has no field, by
 * what it chooses.
 */
const selectInputsNamed: Repair = (root) => {
  let changed = 0
  for (const input of root.querySelectorAll('.react-select input[role="combobox"]')) {
    if (hasName(input)) continue
    const label = input.closest('.field-type')?.querySelector(':scope > label.field-label, :scope > .field-type__wrap > label.field-label')
    if (label?.textContent?.trim()) changed += set(input, 'aria-labelledby', idOf(label, 'field-label'))
    else if (input.closest('.dashboard-breadcrumb-select')) changed += set(input, 'aria-label', 'Dashboard view')
  }
  return changed
}

/** Icon-only buttons of Payload's document screen: named by what they do. */
const iconButtonsNamed: Repair = (root) => {
  let changed = 0
  for (const button of root.querySelectorAll('.doc-controls__popup .popup-button')) {
    if (!hasName(button) && !button.textContent?.trim()) changed += set(button, 'aria-label', 'More actions for this document')
  }
  for (const details of root.querySelectorAll('.upload-relationship-details')) {
    const file = details.querySelector('.upload-relationship-details__filename')?.textContent?.trim()
    const edit = details.querySelector('.upload-relationship-details__edit')
    const remove = details.querySelector('.upload-relationship-details__remove')
    if (edit && !hasName(edit)) changed += set(edit, 'aria-label', file ? `Edit ${file}` : 'Edit the file')
    if (remove && !hasName(remove)) changed += set(remove, 'aria-label', file ? `Remove ${file}` : 'Remove the file')
  }
  return changed
}

/**
 * The document's view tabs (Edit, API, Versions) are links and buttons put straight into a <ul>, so
 * screen readers announce a list of zero items. The <ul> becomes a plain container of its links.
 */
const docTabsNotAList: Repair = (root) => {
  let changed = 0
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs')) {
    if ([...list.children].some((child) => child.tagName !== 'LI')) changed += set(list, 'role', 'none')
  }
  return changed
}

/**
 * Landmarks. The dashboard, the collection lists and the minimal screens (login, "not allowed",
 * password reset) have their content in no <main>, so "skip to main content" and landmark
 * navigation have nowhere to go: their content column becomes the main landmark. A list's own
 * <header> (its title and "Create New") would then be a banner inside main: it is only a container.
 * A document's header (its title and view tabs) sits above the editor's <main>: it becomes a region
 * named by the title.
 */
const MAIN_CONTENT = [
  '.template-default__wrap > .dashboard',
  '.template-default__wrap > .collection-list',
  '.template-default__wrap > .unauthorized',
  '.template-minimal > .template-minimal__wrap',
].join(', ')

const landmarks: Repair = (root) => {
  let changed = 0
  const document = 'ownerDocument' in root && root.ownerDocument ? root.ownerDocument : (root as Document)
  const content = root.querySelector(MAIN_CONTENT)
  if (content && !document.querySelector('main, [role="main"]')) changed += set(content, 'role', 'main')
  for (const header of root.querySelectorAll('[role="main"] header.list-header')) changed += set(header, 'role', 'none')
  for (const header of root.querySelectorAll('.template-default__wrap > .doc-header')) {
    const title = header.querySelector('h1')
    if (title && !header.getAttribute('role')) {
      changed += set(header, 'role', 'region')
      changed += set(header, 'aria-labelledby', idOf(title, 'doc-title'))
    }
  }
  return changed
}

/**
 * Payload's two <nav> landmarks, its side menu and the header's breadcrumbs, have no names, so a
 * screen reader's landmark list offers "navigation" twice. Each is named by what it holds.
 */
const navigationsNamed: Repair = (root) => {
  let changed = 0
  for (const nav of root.querySelectorAll('nav.nav__wrap')) if (!hasName(nav)) changed += set(nav, 'aria-label', 'Admin menu')
  for (const nav of root.querySelectorAll('nav.step-nav')) if (!hasName(nav)) changed += set(nav, 'aria-label', 'Breadcrumbs')
  return changed
}

const repairs: Repair[] = [indicatorsOutOfTabOrder, selectInputsNamed, iconButtonsNamed, docTabsNotAList, landmarks, navigationsNamed]

/** Applies every repair under `root`; returns how many attributes changed (0 on a repaired tree). */
export function repairAdminMarkup(root: ParentNode): number {
  return repairs.reduce((changed, repair) => changed + repair(root), 0)
}
