// @vitest-environment happy-dom
/**
 * What wakes an on-demand widget besides coming into view (which only a real browser's layout can
 * tell: tests/e2e/on-demand.test.ts): focus or a pointer inside it, or, for the scroll trigger,
 * the page's first scroll. And the whole server HTML of a widget loaded on demand.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it } from 'vitest'

import { boxedParent, holdEarlyClicks, onDemand, watchForNeed } from './on-demand.client'

afterEach(() => {
  document.body.innerHTML = ''
})

function host() {
  const element = document.createElement('div')
  element.innerHTML = '<button type="button">Next</button>'
  document.body.append(element)
  return element
}

describe('boxedParent', () => {
  it('skips the box-less host an on-demand component sits in', () => {
    document.body.innerHTML = '<main id="column"><div data-on-demand="slideshow" style="display: contents"><section id="show"></section></div></main>'
    expect(boxedParent(document.getElementById('show')!)?.id).toBe('column')
    document.body.innerHTML = '<main id="column"><section id="show"></section></main>'
    expect(boxedParent(document.getElementById('show')!)?.id).toBe('column')
  })
})

describe('holdEarlyClicks', () => {
  it('holds clicks on the buttons inside, in order, until it is released, and nothing else', () => {
    document.body.innerHTML =
      '<div id="widget"><button type="button" id="first">Open</button><button type="button" id="second"><span id="label">Next</span></button><a href="#x" id="link">Link</a><button id="submit">Send</button></div><button type="button" id="outside">Elsewhere</button>'
    const release = holdEarlyClicks([document.getElementById('widget')!])
    for (const id of ['first', 'label', 'link', 'submit', 'outside', 'first']) document.getElementById(id)!.click()
    expect(release().map((button) => button.id)).toEqual(['first', 'second', 'first'])
    // Released: later clicks are React's alone.
    document.getElementById('first')!.click()
    expect(release()).toEqual([])
  })

  it('holds a few at most', () => {
    document.body.innerHTML = '<div id="widget"><button type="button" id="b">Toggle</button></div>'
    const release = holdEarlyClicks([document.getElementById('widget')!], 3)
    for (let i = 0; i < 8; i++) document.getElementById('b')!.click()
    expect(release()).toHaveLength(3)
  })
})

describe('watchForNeed', () => {
  it('wakes when something inside takes focus, not when something outside does, and only once', () => {
    const inside = host()
    const outside = host()
    let calls = 0
    watchForNeed([inside], {}, () => calls++)
    outside.querySelector('button')!.focus()
    expect(calls).toBe(0)
    inside.querySelector('button')!.focus()
    inside.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(calls).toBe(1)
  })

  it('wakes on the first scroll with the scroll trigger', () => {
    let calls = 0
    watchForNeed([host()], { trigger: 'scroll' }, () => calls++)
    expect(calls).toBe(0)
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(calls).toBe(1)
  })

  it('wakes when the HTML it watches is replaced (React rendering the boundary anew)', async () => {
    const element = host()
    let calls = 0
    watchForNeed([element], {}, () => calls++)
    element.replaceChildren()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(1)
  })

  it('wakes at once with the scroll trigger when the page was scrolled before it came alive', async () => {
    window.scrollTo(0, 500)
    let calls = 0
    watchForNeed([host()], { trigger: 'scroll' }, () => calls++)
    await Promise.resolve()
    window.scrollTo(0, 0)
    expect(calls).toBe(1)
  })

  it('stays asleep once stopped', () => {
    const element = host()
    let calls = 0
    const stop = watchForNeed([element], { trigger: 'scroll' }, () => calls++)
    stop()
    window.dispatchEvent(new Event('scroll'))
    element.querySelector('button')!.focus()
    expect(calls).toBe(0)
  })
})

describe('onDemand', () => {
  it('renders the whole component on the server, inside a host that adds no box', async () => {
    const Greeting = onDemand('greeting', async () => ({ name }: { name: string }) => <p>Hello, {name}</p>)
    const { prelude } = await prerender(<Greeting name="Ada" />)
    const html = await new Response(prelude).text()
    expect(html).toContain('<div data-on-demand="greeting" style="display:contents">')
    expect(html).toContain('Hello, <!-- -->Ada</p>')
  })

  it('marks its host ready once its code has rendered it, and a widget that acts on its own wakes the page as it nears', async () => {
    const Slider = onDemand('slider', async () => () => <p id="slide">Slide 1</p>, { actsOnItsOwn: true, margin: '200px' })
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<Slider />))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    const host = container.querySelector('[data-on-demand="slider"]')!
    expect(container.querySelector('#slide')?.textContent).toBe('Slide 1')
    expect(host.hasAttribute('data-on-demand-ready')).toBe(true)
    expect(host.getAttribute('data-wake-near')).toBe('200px')
    act(() => root.unmount())
  })
})
