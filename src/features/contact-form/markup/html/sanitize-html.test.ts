import { describe, expect, it } from 'vitest'

import { inlineAllowedTags, safeHref, sanitizeHtml, sanitizeHtmlToString, slotMarker, textContent } from './sanitize-html'

const clean = (html: string) => sanitizeHtmlToString(html)

describe('the template sanitiser', () => {
  it('keeps labels, paragraphs and the other allowed elements', () => {
    const html = '<fieldset><legend>Contact</legend><label for="n">Name <small>(required)</small></label><p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i><br></p><div><h2>x</h2><h3>y</h3><h4>z</h4></div><ul><li>1</li></ul><ol><li>2</li></ol><span class="note">n</span></fieldset>'
    expect(clean(html)).toBe(html)
  })

  it('drops scripts with their content, in any case and spelling', () => {
    expect(clean('a<script>alert(1)</script>b')).toBe('ab')
    expect(clean('a<SCRIPT type="text/javascript">alert("</div>")</SCRIPT >b')).toBe('ab')
    expect(clean('a<script>never closed')).toBe('a')
    expect(clean('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)')
  })

  it('drops style, iframe, object, svg, math, template and form controls with their content', () => {
    expect(clean('a<style>body{display:none}</style><iframe src="https://evil.example"></iframe><object data="x"></object>b')).toBe('ab')
    expect(clean('a<svg><g><script>alert(1)</script><a xlink:href="javascript:x">t</a></g></svg>b')).toBe('ab')
    expect(clean('a<math><mi>x</mi></math><template><p>t</p></template><textarea><p>t</p></textarea><select><option>o</option></select>b')).toBe('ab')
  })

  it('drops event handler attributes and styles', () => {
    expect(clean('<label onclick="alert(1)" onmouseover=alert(1) style="position:fixed" class="x">Name</label>')).toBe('<label class="x">Name</label>')
    expect(clean('<p ONCLICK="x">t</p>')).toBe('<p>t</p>')
  })

  it('unwraps elements it does not allow, keeping their text', () => {
    expect(clean('<table><tr><td>cell</td></tr></table><font color=red>text</font>')).toBe('celltext')
    expect(clean('<img src=x onerror=alert(1)>after<input value="x">')).toBe('after')
  })

  it('keeps http, https and mailto links and links within the site', () => {
    expect(clean('<a href="https://example.com/terms">t</a>')).toBe('<a href="https://example.com/terms">t</a>')
    expect(clean('<a href="http://example.com">t</a>')).toBe('<a href="http://example.com">t</a>')
    expect(clean('<a href="mailto:hello@example.com">t</a>')).toBe('<a href="mailto:hello@example.com">t</a>')
    expect(clean('<a href="/privacy">t</a><a href="#terms">u</a>')).toBe('<a href="/privacy">t</a><a href="#terms">u</a>')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https:\\\\evil.example',
  ])('drops the link target %j', (href) => {
    expect(clean(`<a href="${href}">t</a>`)).toBe('<a>t</a>')
  })

  it('opens new tabs without access to this page', () => {
    expect(clean('<a href="https://example.com" target="_blank">t</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">t</a>')
    expect(clean('<a href="https://example.com" target="other">t</a>')).toBe('<a href="https://example.com">t</a>')
  })

  it('keeps only well-formed ids, lang and dir', () => {
    expect(clean('<span id="ok-1" lang="en-GB" dir="rtl">t</span>')).toBe('<span id="ok-1" lang="en-GB" dir="rtl">t</span>')
    expect(clean('<span id="1 bad" lang="e n" dir="sideways">t</span>')).toBe('<span>t</span>')
  })

  it('drops comments, doctype and processing instructions', () => {
    expect(clean('a<!-- <script>x</script> -->b<!DOCTYPE html><?php echo 1 ?>c')).toBe('abc')
  })

  it('escapes text on the way out, so decoded entities never become markup', () => {
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &copy; &#8217;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; © ’')
    expect(clean('a < b > c')).toBe('a &lt; b &gt; c')
  })

  // The decodeEntities test went with html-tokens.ts (decision 017): parse5 decodes with the full table.
  it('decodes entities as a browser does, replacing impossible code points', () => {
    expect(textContent(sanitizeHtml('&amp;&#65;&#x42;&nbsp;&unknown;&#0;&colon;&hearts;'))).toBe('&AB\u00a0&unknown;\ufffd:♥')
  })

  it('closes what the editor left open and ignores stray closing tags', () => {
    expect(clean('<label>Name')).toBe('<label>Name</label>')
    expect(clean('text</label></div>')).toBe('text')
    expect(clean('<p>one<p>two')).toBe('<p>one</p><p>two</p>')
    expect(clean('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>')
  })

  // Decision 017: `/>` closes nothing on an HTML element that is not void, as in every browser.
  it('reads `<tag />` as a browser does: the slash closes only void elements', () => {
    expect(clean('<span />text')).toBe('<span>text</span>')
    expect(clean('<label class="x"/>Name</label> after')).toBe('<label class="x">Name</label> after')
    expect(clean('a<br/>b<br />c')).toBe('a<br>b<br>c')
    expect(clean('<p/>one')).toBe('<p>one</p>')
    expect(clean('<template />secret<p>kept?</p>')).toBe('')
    expect(clean('<div><script/>alert(1)</div>ok')).toBe('<div></div>')
  })

  it('repairs misnested tags as a browser does', () => {
    expect(clean('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b><i>y</i>')
    expect(clean('<p>one<div>two</div>')).toBe('<p>one</p><div>two</div>')
  })

  it('reads attributes with any quoting', () => {
    expect(clean(`<span class='a b' title=plain id="x">t</span>`)).toBe('<span class="a b" title="plain" id="x">t</span>')
    expect(clean('<span title="a > b">t</span>')).toBe('<span title="a &gt; b">t</span>')
  })

  it('keeps the place of form-tags as slots, and only where markers are allowed', () => {
    const nodes = sanitizeHtml(`<label>Name ${slotMarker(0)}</label>`, { slots: true })
    expect(nodes).toEqual([{ kind: 'element', tag: 'label', attrs: {}, children: [{ kind: 'text', text: 'Name ' }, { kind: 'slot', index: 0 }] }])
    expect(sanitizeHtml(`a${slotMarker(3)}b`)).toEqual([{ kind: 'text', text: 'a3b' }])
    expect(sanitizeHtml(`<span title="${slotMarker(1)}x">t</span>`, { slots: true })).toEqual([{ kind: 'element', tag: 'span', attrs: { title: 'x' }, children: [{ kind: 'text', text: 't' }] }])
  })

  it('can be limited to inline elements', () => {
    expect(sanitizeHtmlToString('<label>I <strong>agree</strong></label><div>x</div>', { allowedTags: inlineAllowedTags })).toBe('I <strong>agree</strong>x')
  })

  it('survives deep nesting', () => {
    const deep = '<span>'.repeat(5000) + 'x' + '</span>'.repeat(5000)
    expect(textContent(sanitizeHtml(deep))).toBe('x')
  })

  it('reads the text of a tree', () => {
    expect(textContent(sanitizeHtml('<label>Your <b>name</b></label>'))).toBe('Your name')
  })
})

describe('safe links', () => {
  it('accepts only http(s), mailto and same-site links', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com')
    expect(safeHref('ftp://example.com')).toBeNull()
    expect(safeHref('mailto:')).toBeNull()
    expect(safeHref('relative/path')).toBeNull()
  })
})
