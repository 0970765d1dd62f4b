// @vitest-environment happy-dom
/**
 * The admin's accessibility repairs on Payload 3.90.1's own markup, as the admin renders it
 * (copied from the dashboard and a gallery's edit screen, trimmed of styles and icons). axe checks
 * the real screens in tests/e2e (dashboard, gallery-management, moderation-inbox).
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { repairAdminMarkup } from './a11y-repairs'

const selectField = `
  <div class="field-type select" id="field-view__defaultView">
    <label class="field-label" for="field-view__defaultView">Default View</label>
    <div class="field-type__wrap"><div class="react-select"><div class="rs__control">
      <div class="rs__value-container"><div class="rs__single-value">thumbnails</div>
        <input class="rs__input" id="react-select-_r_1_-input" tabindex="0" role="combobox" aria-expanded="false" type="text" value="">
      </div>
      <div class="rs__indicators">
        <div class="clear-indicator" aria-hidden="true" role="button" tabindex="0"><svg></svg></div>
        <button class="dropdown-indicator" aria-hidden="true" type="button"><svg></svg></button>
      </div>
    </div></div></div>
  </div>`

const documentScreen = `
  <div class="template-default__wrap">
    <header class="app-header"></header>
    <div class="gutter doc-header"><div class="doc-header__header">
      <h1 class="doc-header__title">Landscapes</h1>
      <div class="doc-tabs"><ul class="doc-tabs__tabs">
        <div aria-label="Edit" class="btn doc-tab" title="Edit">Edit</div>
        <a aria-label="API" class="btn doc-tab" href="/admin/collections/galleries/1/api">API</a>
      </ul></div>
    </div></div>
    <main class="collection-edit">
      <div class="popup doc-controls__popup"><div class="popup__trigger-wrap">
        <button class="popup-button" tabindex="0" type="button"><div class="doc-controls__dots"><div></div><div></div><div></div></div></button>
      </div></div>
      <div class="upload-relationship-details">
        <p class="upload-relationship-details__filename"><a href="/api/media/file/ridge.jpg">ridge.jpg</a></p>
        <div class="upload-relationship-details__actions">
          <button type="button" class="btn upload-relationship-details__edit"><svg></svg></button>
          <button type="button" class="btn upload-relationship-details__remove"><svg></svg></button>
        </div>
      </div>
      ${selectField}
    </main>
  </div>`

const dashboard = `
  <div class="template-default__wrap">
    <aside class="nav"><nav class="nav__wrap"><a href="/admin/collections/pages">Pages</a></nav></aside>
    <header class="app-header"><nav class="step-nav"><span class="step-nav__last">
      <div class="dashboard-breadcrumb-select react-select"><div class="rs__control">
        <input id="react-select-_r_8_-input" tabindex="0" inputmode="none" role="combobox" aria-readonly="true" value="">
        <div class="rs__indicators"><button class="dropdown-indicator" aria-hidden="true" type="button"></button></div>
      </div></div>
    </span></nav></header>
    <div class="gutter dashboard"><div class="modular-dashboard"><h2>Collections</h2></div></div>
  </div>`

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('accessibility repairs to Payload’s admin markup', () => {
  it('takes react-select’s hidden indicators out of the Tab order and names its input by the field’s label', () => {
    document.body.innerHTML = selectField
    repairAdminMarkup(document)
    expect(document.querySelector('.clear-indicator')?.getAttribute('tabindex')).toBe('-1')
    expect(document.querySelector('.dropdown-indicator')?.getAttribute('tabindex')).toBe('-1')
    const input = document.querySelector('input[role="combobox"]')!
    const label = document.getElementById(input.getAttribute('aria-labelledby')!)
    expect(label?.textContent).toBe('Default View')
  })

  it('names the document screen’s icon buttons, makes its header a named region and its view tabs no list', () => {
    document.body.innerHTML = documentScreen
    repairAdminMarkup(document)
    expect(document.querySelector('.popup-button')?.getAttribute('aria-label')).toBe('More actions for this document')
    expect(document.querySelector('.upload-relationship-details__edit')?.getAttribute('aria-label')).toBe('Edit ridge.jpg')
    expect(document.querySelector('.upload-relationship-details__remove')?.getAttribute('aria-label')).toBe('Remove ridge.jpg')
    expect(document.querySelector('.doc-tabs__tabs')?.getAttribute('role')).toBe('none')
    const header = document.querySelector('.doc-header')!
    expect(header.getAttribute('role')).toBe('region')
    expect(document.getElementById(header.getAttribute('aria-labelledby')!)?.textContent).toBe('Landscapes')
    // The editor has its <main>: no second one.
    expect(document.querySelectorAll('[role="main"]').length).toBe(0)
  })

  it('gives the dashboard a main landmark and names its breadcrumb select', () => {
    document.body.innerHTML = dashboard
    repairAdminMarkup(document)
    expect(document.querySelector('.dashboard')?.getAttribute('role')).toBe('main')
    expect(document.querySelector('.dashboard-breadcrumb-select input')?.getAttribute('aria-label')).toBe('Dashboard view')
    expect(document.querySelector('.dropdown-indicator')?.getAttribute('tabindex')).toBe('-1')
    expect([...document.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'))).toEqual(['Admin menu', 'Breadcrumbs'])
  })

  it('gives a collection list and the login screen a main landmark; the list’s header is no banner inside it', () => {
    document.body.innerHTML = `
      <div class="template-default__wrap">
        <header class="app-header"></header>
        <div class="collection-list collection-list--galleries"><div class="gutter collection-list__wrap">
          <header class="list-header"><div class="list-header__content"><h1>Galleries</h1></div></header>
          <div class="collection-list__tables"><table></table></div>
        </div></div>
      </div>`
    expect(repairAdminMarkup(document)).toBeGreaterThan(0)
    expect(document.querySelector('.collection-list')?.getAttribute('role')).toBe('main')
    expect(document.querySelector('.list-header')?.getAttribute('role')).toBe('none')
    expect(document.querySelector('.app-header')?.getAttribute('role')).toBeNull()
    expect(repairAdminMarkup(document)).toBe(0)

    document.body.innerHTML = `<section class="login template-minimal"><div class="template-minimal__wrap"><form class="login__form"></form></div></section>`
    repairAdminMarkup(document)
    expect(document.querySelector('.template-minimal__wrap')?.getAttribute('role')).toBe('main')
  })

  it('adds no second main landmark to a screen that has one', () => {
    document.body.innerHTML = `<div class="template-default__wrap"><div class="collection-list"><main>Inbox</main></div></div>`
    repairAdminMarkup(document)
    expect(document.querySelector('.collection-list')?.getAttribute('role')).toBeNull()
  })

  it('changes nothing on a repaired tree, and leaves names Payload already gives alone', () => {
    document.body.innerHTML = documentScreen + dashboard
    expect(repairAdminMarkup(document)).toBeGreaterThan(0)
    const html = document.body.innerHTML
    expect(repairAdminMarkup(document)).toBe(0)
    expect(document.body.innerHTML).toBe(html)

    document.body.innerHTML = selectField.replace('role="combobox"', 'role="combobox" aria-label="Sort by"')
    repairAdminMarkup(document)
    expect(document.querySelector('input[role="combobox"]')?.getAttribute('aria-label')).toBe('Sort by')
    expect(document.querySelector('input[role="combobox"]')?.hasAttribute('aria-labelledby')).toBe(false)
  })

  it('leaves a <ul> of list items and an indicator already out of the Tab order as they are', () => {
    document.body.innerHTML = '<ul class="doc-tabs__tabs"><li>Edit</li></ul><div class="rs__indicators"><div aria-hidden="true" tabindex="-1"></div><span aria-hidden="true"></span></div>'
    expect(repairAdminMarkup(document)).toBe(0)
    expect(document.querySelector('ul')?.hasAttribute('role')).toBe(false)
    expect(document.querySelector('span')?.hasAttribute('tabindex')).toBe(false)
  })
})
