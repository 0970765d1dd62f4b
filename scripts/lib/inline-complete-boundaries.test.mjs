import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { inlineCompleteBoundaries } from './inline-complete-boundaries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(import.meta.url)

/** Renders with the React server renderer Next bundles (as installed, after postinstall) and waits for all of it, as a prerender does. */
function renderAll(element) {
  const { renderToPipeableStream } = require(path.join(root, 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'))
  return new Promise((resolve, reject) => {
    let html = ''
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              html += chunk
              done()
            },
            final(done) {
              resolve(html)
              done()
            },
          }),
        )
      },
      onShellError: reject,
    })
  })
}

describe('finished Suspense boundaries stay where they are in the HTML', () => {
  it('sets the default chunk size in minified and readable copies of the renderer, once', () => {
    const minified = 'this.renderState=t,this.progressiveChunkSize=void 0===n?12800:n,this.status=10'
    const readable = 'this.progressiveChunkSize =\n    void 0 === progressiveChunkSize ? 12800 : progressiveChunkSize;'
    expect(inlineCompleteBoundaries(minified)).toEqual({ text: 'this.renderState=t,this.progressiveChunkSize=void 0===n?Infinity:n,this.status=10', changed: 1, alreadyDone: false })
    expect(inlineCompleteBoundaries(readable).text).toBe('this.progressiveChunkSize =\n    void 0 === progressiveChunkSize ? Infinity : progressiveChunkSize;')
    const again = inlineCompleteBoundaries(inlineCompleteBoundaries(minified).text)
    expect(again.changed).toBe(0)
    expect(again.alreadyDone).toBe(true)
    // Not some other 12800, nor a default under another name.
    expect(inlineCompleteBoundaries('var size=12800;this.progressiveChunkSize=void 0===n?12800:m').changed).toBe(0)
  })

  it('a widget past 12.8 KB of page is written in place, not into a hidden element a script moves back', async () => {
    const React = require(path.join(root, 'node_modules/next/dist/compiled/react/cjs/react.production.js'))
    // As an on-demand widget: its code comes through React.lazy inside a Suspense boundary.
    const Widget = React.lazy(() => Promise.resolve({ default: () => React.createElement('p', { id: 'widget' }, 'w'.repeat(20_000)) }))
    const page = React.createElement('main', null, React.createElement('h1', null, 'h'.repeat(13_000)), React.createElement(React.Suspense, { fallback: null }, React.createElement(Widget)))
    const html = await renderAll(page)
    expect(html).not.toMatch(/<div hidden id="S:/)
    expect(html).toMatch(/<h1>h+<\/h1><!--\$--><p id="widget">w+<\/p><!--\/\$-->/)
  })
})
