/**
 * Loaded with `--import` by every Node process that runs our TypeScript outside Next (the
 * scripts behind `npm start`, `npm run migrate`, `npm run jobs`, the Payload CLI, the bench).
 *
 * `*.server.ts` modules import `server-only`, whose default export throws so that a client
 * component reaching one fails the Next build. Next resolves it with the `react-server`
 * condition inside the server bundle; plain Node does not, so here that one package is resolved with
 * the same condition (to its empty module). Next's bundler does not use Node's resolver, so its check is unaffected.
 * The Payload config reaches server components that import their stylesheets; outside Next a
 * stylesheet means nothing, so `.css` modules load as empty ones.
 */
import { register } from 'node:module'

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return next(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  return next(specifier, context)
}
export async function load(url, context, next) {
  if (/\\.css(\\?|$)/.test(url)) return { format: 'module', source: '', shortCircuit: true }
  return next(url, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url)
