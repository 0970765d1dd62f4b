import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { attachmentFileName, flatValues, originalFileName, safeFileName, storedValues, summariseSubmission } from './submission-data'

const demo = parseFormTemplate('[text* your-name] [email* your-email] [text your-subject] [textarea your-message] [submit "Send"]')

describe('storedValues', () => {
  it('keeps the form’s fields only, missing ones as blank', () => {
    const data = storedValues(demo, {
      'your-name': 'Ada',
      'your-email': 'ada@example.com',
      _wpcf7: '3',
      _wpcf7_hp_website: '',
      intruder: 'x',
    })
    expect(data).toEqual({ 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-subject': '', 'your-message': '' })
  })

  it('stores multiple choices under the plain name, with free text after its option', () => {
    const form = parseFormTemplate('[checkbox topics free_text "News" "Other"] [quiz q "1+1?|2"] [file f]')
    expect(storedValues(form, { 'topics[]': ['News', 'Other'], _wpcf7_free_text_topics: ' my own ', q: '2' })).toEqual({ topics: ['News', 'Other my own'] })
  })

  it('flattens values in order', () => {
    expect(flatValues({ a: 'x', b: ['y', 'z'] })).toEqual(['x', 'y', 'z'])
  })
})

describe('summariseSubmission', () => {
  it('says who wrote and about what', () => {
    expect(summariseSubmission(demo, { 'your-name': 'Ada  Lovelace', 'your-email': 'ada@example.com', 'your-subject': 'Engines\nand more' })).toBe(
      'Ada Lovelace <ada@example.com> — Engines and more',
    )
  })

  it('falls back to the message and cuts long text', () => {
    const summary = summariseSubmission(demo, { 'your-name': '', 'your-email': '', 'your-subject': '', 'your-message': 'x'.repeat(300) })
    expect(summary).toHaveLength(120)
    expect(summary.endsWith('…')).toBe(true)
    expect(summariseSubmission(demo, {})).toBe('(no name, email or subject)')
  })
})

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['invoice.php.jpg', 'invoice_php.jpg'],
    ['.htaccess', 'htaccess'],
    ['shell.php', 'shell.php'],
    ['résumé 2024.pdf', 'résumé 2024.pdf'],
    ['a<b>"c|d?.png', 'a_b_c_d_.png'],
    ['line\r\nbreak.txt', 'line_break.txt'],
    ['', 'file'],
    ['...', 'file'],
  ])('%j → %j', (original, safe) => {
    expect(safeFileName(original)).toBe(safe)
  })

  it('keeps names short', () => {
    const name = safeFileName(`${'a'.repeat(300)}.jpeg`)
    expect(name).toHaveLength(100)
    expect(name.endsWith('.jpeg')).toBe(true)
  })
})

// issue 17, item 5: an attachment's name bears only an extension its content has proved.
describe('attachmentFileName', () => {
  const jpeg = ['jpg', 'jpeg', 'jpe']
  const text = ['txt', 'csv', 'tsv']
  it.each([
    ['holiday.jpg', jpeg, 'holiday.jpg'],
    ['HOLIDAY.JPEG', jpeg, 'HOLIDAY.JPEG'],
    ['shell.php', jpeg, 'shell_php.jpg'],
    ['shell.php5', jpeg, 'shell_php5.jpg'],
    ['setup.exe', jpeg, 'setup_exe.jpg'],
    ['invoice.php.jpg', jpeg, 'invoice_php.jpg'],
    ['page.html', text, 'page_html.txt'],
    ['logo.svg', text, 'logo_svg.txt'],
    ['run.sh', text, 'run_sh.txt'],
    ['.htaccess', text, 'htaccess.txt'],
    ['notes', text, 'notes.txt'],
    ['data.csv', text, 'data.csv'],
    ['../../etc/passwd', [], 'passwd.bin'],
  ])('%j holding %j is attached as %j', (original, extensions, name) => {
    expect(attachmentFileName(original, extensions)).toBe(name)
  })

  it('keeps names short', () => {
    expect(attachmentFileName(`${'a'.repeat(300)}.php`, jpeg)).toHaveLength(100)
  })
})

describe('originalFileName', () => {
  it('keeps the name as sent, without control characters, 255 characters at most', () => {
    expect(originalFileName('../shell.php')).toBe('../shell.php')
    expect(originalFileName('a\r\nb.txt')).toBe('ab.txt')
    expect(originalFileName('x'.repeat(400))).toHaveLength(255)
  })
})
