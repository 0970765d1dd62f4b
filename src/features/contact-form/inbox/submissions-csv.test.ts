import { describe, expect, it } from 'vitest'

import { csvCell, csvRow, dataColumns, neutraliseFormula, submissionsCsv } from './submissions-csv'

describe('csvCell', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"')
  })

  it('keeps cells that start like a formula from running', () => {
    for (const formula of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`)
    }
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(neutraliseFormula('a=1')).toBe('a=1')
  })

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('"a","b"\r\n')
  })
})

describe('submissionsCsv', () => {
  const submissions = [
    {
      id: 7,
      createdAt: '2026-11-22T17:13:00.000Z',
      form: 1,
      status: 'mail_sent',
      mailStatus: 'sent',
      mail2Status: 'none',
      read: true,
      data: { 'your-name': '<script>alert(1)</script>', topics: ['a', 'b'], old: '=cmd' },
      attachments: [{ field: 'your-file', filename: 'plan.pdf' }],
      meta: { remoteIp: '203.0.113.7', userAgent: 'UA', url: 'https://example.com/contact' },
    },
    { id: 8, createdAt: '2026-11-22T18:00:00.000Z', form: 1, status: 'spam', spamReason: 'honeypot', data: {} },
  ]

  it('puts the form’s fields first, then fields no longer in the form', () => {
    expect(dataColumns(['your-name', 'topics', 'your-message'], submissions)).toEqual(['your-name', 'topics', 'your-message', 'old'])
  })

  it('writes a header and one row per submission, as text', () => {
    const csv = submissionsCsv(['your-name', 'topics'], submissions)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines).toEqual([
      '"id","submitted","form","status","spam reason","mail","mail (2)","read","your-name","topics","old","attachments","remote IP","user agent","page"',
      `"7","2026-11-22T17:13:00.000Z","1","mail_sent","","sent","none","yes","<script>alert(1)</script>","a, b","'=cmd","your-file: plan.pdf","203.0.113.7","UA","https://example.com/contact"`,
      '"8","2026-11-22T18:00:00.000Z","1","spam","honeypot","","","no","","","","","","",""',
      '',
    ])
  })
})
