import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { formatAddress, headerSafe, parseAdditionalHeaders, renderFrom } from './mail-headers'
import { type MailTemplate, MailRenderError, renderBody, renderMail, submissionMessageId } from './mail-render'
import { type MailSource, mailTagValue, replaceMailTags, specialTagValues } from './mail-tags'

const form = parseFormTemplate(`[text* your-name] [email* your-email] [text your-subject] [textarea your-message]
[select department "Sales|sales@example.com" "Support|support@example.com"]
[checkbox topics "News" "Offers|offers"] [file your-file] [file other-file] [submit "Send"]`)

const special = specialTagValues({
  remoteIp: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Test',
  url: 'https://example.com/contact',
  submittedAt: new Date('2026-11-22T17:13:00Z'),
  timeZone: 'UTC',
  siteTitle: 'Vitrine',
  siteUrl: 'https://example.com',
  siteAdminEmail: 'owner@example.com',
  formTitle: 'Contact form 1',
  postTitle: 'Contact us',
  postUrl: 'https://example.com/contact',
})

function sourceWith(data: MailSource['data'], files: MailSource['files'] = []): MailSource {
  return { form, data, files, special }
}

const source = sourceWith(
  {
    'your-name': 'Ada Lovelace',
    'your-email': 'ada@example.com',
    'your-subject': 'Engines',
    'your-message': 'Line one\nLine two',
    department: 'Support',
    topics: ['News', 'Offers'],
  },
  [
    { field: 'your-file', filename: 'plan.pdf', storedAs: 'form-uploads/a/b', mimeType: 'application/pdf' },
    { field: 'your-file', filename: 'photo.jpg', storedAs: 'form-uploads/a/c', mimeType: 'image/jpeg' },
    { field: 'other-file', filename: 'spam.exe', storedAs: null, mimeType: 'application/octet-stream' },
  ],
)

const options = { defaultFromAddress: 'website@example.com', messageId: '<id@example.com>' }

describe('mail-tags', () => {
  it('prints a field through its pipes, and [_raw_field] as posted', () => {
    expect(mailTagValue('department', source)).toBe('support@example.com')
    expect(mailTagValue('_raw_department', source)).toBe('Support')
    expect(mailTagValue('topics', source)).toBe('News, offers')
    expect(mailTagValue('_raw_topics', source)).toBe('News, Offers')
  })

  it('prints a file field as its file names, and a field with nothing posted as blank', () => {
    expect(mailTagValue('your-file', source)).toBe('plan.pdf, photo.jpg')
    expect(mailTagValue('your-subject', sourceWith({}))).toBe('')
  })

  it('replaces every special tag', () => {
    const text = specialTagNamesText()
    expect(replaceMailTags(text, source).text).toBe(
      '203.0.113.7|Mozilla/5.0 Test|https://example.com/contact|November 22, 2026|5:13 pm|Vitrine|https://example.com|owner@example.com|Contact form 1|Contact us|https://example.com/contact',
    )
  })

  it('leaves unknown tags as typed, prints [[tag]] as [tag], and accepts spaces and options inside', () => {
    expect(replaceMailTags('[unknown] [_serial_number] [[your-name]] [ your-name ] [your-name "x"]', source).text).toBe(
      '[unknown] [_serial_number] [your-name] Ada Lovelace Ada Lovelace',
    )
  })
})

function specialTagNamesText(): string {
  return '[_remote_ip]|[_user_agent]|[_url]|[_date]|[_time]|[_site_title]|[_site_url]|[_site_admin_email]|[_contact_form_title]|[_post_title]|[_post_url]'
}

describe('headers', () => {
  it('collapses line breaks and control characters into spaces', () => {
    expect(headerSafe('Hello\r\nBcc: victim@example.com\u0000\u2028x')).toBe('Hello Bcc: victim@example.com x')
  })

  it('never lets a value add a header line', () => {
    const hostile = sourceWith({ 'your-name': 'Eve\r\nBcc: victim@example.com', 'your-email': 'eve@example.com\nCc: x@example.com', 'your-subject': 'Hi\r\n\r\nbody' })
    const mail = renderMail(
      { recipient: 'owner@example.com', subject: '[your-subject] from [your-name]', additionalHeaders: 'Reply-To: [your-email]', body: '' },
      hostile,
      options,
    )
    expect(mail.subject).toBe('Hi body from Eve Bcc: victim@example.com')
    expect(mail.replyTo).toBe('eve@example.com Cc: x@example.com')
    expect(mail.bcc).toBeUndefined()
    expect(mail.cc).toBeUndefined()
    for (const value of [mail.to, mail.from, mail.subject, mail.replyTo ?? '']) expect(value).not.toMatch(/[\r\n]/)
  })

  it('takes Reply-To, Cc, Bcc and X- headers from additional headers, and leaves out anything else', () => {
    const parsed = parseAdditionalHeaders(
      'Reply-To: [your-email]\ncc: a@example.com\nCc: b@example.com\nBCC: c@example.com\nX-Form: [_contact_form_title]\nFrom: evil@example.com\nContent-Type: text/html\nnot a header\n\nReply-To: [your-subject]',
      sourceWith({ 'your-email': 'ada@example.com', 'your-subject': '' }),
    )
    expect(parsed).toEqual({
      replyTo: 'ada@example.com',
      cc: 'a@example.com, b@example.com',
      bcc: 'c@example.com',
      headers: { 'X-Form': 'Contact form 1' },
      rejectedHeaders: ['From: evil@example.com', 'Content-Type: text/html', 'not a header'],
    })
  })

  it('keeps a usable sender, and falls back to the default address for CF7’s wordpress@[_site_url]', () => {
    expect(renderFrom('Vitrine <site@example.com>', source, 'website@example.com')).toBe('Vitrine <site@example.com>')
    expect(renderFrom('Vitrine <wordpress@[_site_url]>', source, 'website@example.com')).toBe('Vitrine <website@example.com>')
    expect(renderFrom('', source, 'website@example.com')).toBe('website@example.com')
    expect(renderFrom('site@example.com', source, 'website@example.com')).toBe('site@example.com')
  })

  it('quotes a display name with commas or quotes', () => {
    expect(formatAddress('Smith, Jones "& Co"', 'a@example.com')).toBe('"Smith, Jones \\"& Co\\"" <a@example.com>')
    expect(formatAddress('Mr. Smith', 'a@example.com')).toBe('"Mr. Smith" <a@example.com>')
  })
})

describe('body', () => {
  it('replaces tags in plain text without escaping', () => {
    expect(renderBody('From: [your-name] <[your-email]>\n\n[your-message]', sourceWith({ 'your-name': '<b>Ada</b>', 'your-email': 'a@example.com', 'your-message': 'x & y' }), { html: false, excludeBlank: false })).toBe(
      'From: <b>Ada</b> <a@example.com>\n\nx & y',
    )
  })

  it('escapes every value in HTML, script tags included', () => {
    const hostile = sourceWith({ 'your-name': '<script>alert(1)</script>', 'your-message': '"quoted" & \'single\'\n<img src=x onerror=alert(2)>' })
    const body = renderBody('<p>[your-name]</p>\n<p>[your-message]</p>', hostile, { html: true, excludeBlank: false })
    expect(body).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&quot;quoted&quot; &amp; &#39;single&#39;<br>\n&lt;img src=x onerror=alert(2)&gt;</p>')
    expect(body).not.toMatch(/<script|<img/)
  })

  it('gives a template written as plain text line breaks in HTML', () => {
    expect(renderBody('Name: [your-name]\nMessage:\n[your-message]', source, { html: true, excludeBlank: false })).toBe(
      'Name: Ada Lovelace<br>\nMessage:<br>\nLine one<br>\nLine two',
    )
  })

  it('drops lines whose mail-tags are all blank with excludeBlank, keeping lines without tags', () => {
    const sparse = sourceWith({ 'your-name': 'Ada', 'your-subject': '', 'your-message': '  ' })
    const template = 'Name: [your-name]\nSubject: [your-subject]\nBoth: [your-subject][your-name]\nMessage: [your-message]\n\n-- \nUnknown: [nothing]'
    expect(renderBody(template, sparse, { html: false, excludeBlank: true })).toBe('Name: Ada\nBoth: Ada\n\n-- \nUnknown: [nothing]')
    expect(renderBody(template, sparse, { html: false, excludeBlank: false }).split('\n')).toHaveLength(7)
  })
})

// issue 17, item 8: visitor text never names the sender. (CF7 replaces every mail-tag in its From
// and only strips line breaks, so `[your-name] <wordpress@…>` shows whatever the visitor typed.)
describe('the From of a mail', () => {
  const from = (sender: string) => renderMail({ recipient: 'owner@example.com', sender, body: '' }, source, options).from
  it.each([
    ['[your-name] <site@example.com>', 'Vitrine <site@example.com>'],
    ['"[your-name]" <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_raw_your-name] via [_site_title] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[your-subject] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_user_agent] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_remote_ip] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_url] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[department] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_site_title] <[your-email]>', 'Vitrine <website@example.com>'],
    ['[your-email]', 'website@example.com'],
    ['[_site_title] <site@example.com>', 'Vitrine <site@example.com>'],
    ['[_contact_form_title] on [_site_title] <site@example.com>', 'Contact form 1 on Vitrine <site@example.com>'],
    ['Sales team <site@example.com>', 'Sales team <site@example.com>'],
  ])('%j is sent as %j', (sender, expected) => {
    expect(from(sender)).toBe(expected)
  })
})

describe('renderMail', () => {
  const template: MailTemplate = {
    recipient: '[department]',
    sender: '[_site_title] <site@example.com>',
    subject: '[_site_title] "[your-subject]"',
    additionalHeaders: 'Reply-To: [your-email]',
    body: 'From: [your-name] <[your-email]>\n[your-message]',
    attachments: '[your-file]\n[other-file]\n/etc/passwd\n[your-name]',
  }

  it('renders a plain text mail with its attachments', () => {
    expect(renderMail(template, source, options)).toEqual({
      to: 'support@example.com',
      from: 'Vitrine <site@example.com>',
      subject: 'Vitrine "Engines"',
      replyTo: 'ada@example.com',
      headers: {},
      rejectedHeaders: [],
      text: 'From: Ada Lovelace <ada@example.com>\nLine one\nLine two',
      attachments: [
        { field: 'your-file', filename: 'plan.pdf', storedAs: 'form-uploads/a/b', mimeType: 'application/pdf' },
        { field: 'your-file', filename: 'photo.jpg', storedAs: 'form-uploads/a/c', mimeType: 'image/jpeg' },
      ],
      messageId: '<id@example.com>',
    })
  })

  it('renders an HTML mail as a document with the subject escaped in its title', () => {
    const mail = renderMail({ ...template, useHtml: true, subject: '<[your-subject]>', body: 'From: [your-name] ([your-email])\n[your-message]' }, source, options)
    expect(mail.text).toBeUndefined()
    expect(mail.html).toContain('<title>&lt;Engines&gt;</title>')
    expect(mail.html).toContain('<body>\nFrom: Ada Lovelace (ada@example.com)<br>\nLine one<br>\nLine two\n</body>')
  })

  it('refuses a mail whose recipient comes out blank or is not an address', () => {
    expect(() => renderMail({ ...template, recipient: '[your-subject]' }, sourceWith({ 'your-subject': '' }), options)).toThrow(MailRenderError)
    // An unknown mail-tag stays as written (as in CF7), which is no address: refused at once, not retried.
    expect(() => renderMail({ ...template, recipient: '[no-such-field]' }, source, options)).toThrow(/“\[no-such-field\]” is not a mail address/)
    expect(() => renderMail({ ...template, recipient: 'owner@example.com, nobody' }, source, options)).toThrow(/“nobody” is not a mail address/)
    expect(renderMail({ ...template, recipient: 'Owner <owner@example.com>, sales@example.com' }, source, options).to).toBe('Owner <owner@example.com>, sales@example.com')
    expect(renderMail({ ...template, recipient: '"Doe, Jane" <jane@example.com>' }, source, options).to).toBe('"Doe, Jane" <jane@example.com>')
    // A blank entry (an optional field left empty) is left out; nothing but commas is blank.
    expect(renderMail({ ...template, recipient: 'owner@example.com, [your-subject], sales@example.com' }, sourceWith({ 'your-subject': '' }), options).to).toBe(
      'owner@example.com, sales@example.com',
    )
    expect(() => renderMail({ ...template, recipient: ' , ' }, source, options)).toThrow(/came out blank/)
  })
})

describe('submissionMessageId', () => {
  it('is the same for every attempt and differs between the two mails', () => {
    const submission = { id: 42, createdAt: '2026-11-22T17:13:00.000Z' }
    expect(submissionMessageId(submission, 'mail', 'example.com')).toBe('<contact-form.42.1795367580000.mail@example.com>')
    expect(submissionMessageId(submission, 'mail2', 'example.com')).toBe('<contact-form.42.1795367580000.mail2@example.com>')
    expect(submissionMessageId(submission, 'mail', 'bad host>')).toMatch(/@localhost>$/)
  })
})
