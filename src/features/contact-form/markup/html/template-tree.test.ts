import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../../form-tags/parser/parse'
import { serializeSafeNodes } from './sanitize-html'
import { buildTemplateTree } from './template-tree'

const html = (template: string) => serializeSafeNodes(buildTemplateTree(parseFormTemplate(template)).nodes)

describe('the template tree', () => {
  it('lays out the default template as CF7 does: a paragraph per block, a break inside each label', () => {
    expect(html('<label> Your name\n    [text* your-name] </label>\n\n<label> Your email\n    [email* your-email] </label>\n\n[submit "Submit"]')).toBe(
      '<p><label> Your name<br><!--slot:0--> </label></p><p><label> Your email<br><!--slot:1--> </label></p><p><!--slot:2--></p>',
    )
  })

  it('lists the tags in slot order', () => {
    const tree = buildTemplateTree(parseFormTemplate('[text a] [email b] [submit]'))
    expect(tree.slots.map((tag) => tag.name || tag.type)).toEqual(['a', 'b', 'submit'])
  })

  it('puts a single line break between controls as <br>, but not at the edges', () => {
    expect(html('\n[text a]\n[text b]\n')).toBe('<p><!--slot:0--><br><!--slot:1--></p>')
    expect(html('<label>\n Name [text a]\n</label>')).toBe('<p><label> Name <!--slot:0--> </label></p>')
  })

  it('does not wrap block elements or hidden fields in paragraphs', () => {
    expect(html('<fieldset><legend>Who</legend>\n[text a]\n\n[text b]</fieldset>\n[hidden h "x"]')).toBe(
      '<fieldset><legend>Who</legend><p><!--slot:0--></p><p><!--slot:1--></p></fieldset><!--slot:2-->',
    )
    expect(html('<p>Already a paragraph\n[text a]</p>')).toBe('<p>Already a paragraph<br><!--slot:0--></p>')
    expect(html('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')).toBe('<ul><li>one</li><li>two</li></ul>')
  })

  it('sanitises the HTML around tags as a whole', () => {
    expect(html('<label onclick="x()">Name [text a]</label><script>steal()</script>')).toBe('<p><label>Name <!--slot:0--></label></p>')
  })

  it('shows tags it cannot use as text', () => {
    expect(html('[emial e]')).toBe('<p>[emial e]</p>')
  })
})
