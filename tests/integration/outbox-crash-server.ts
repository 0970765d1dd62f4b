/**
 * The server of the outbox crash test (not a test file): a stand-in for `npm start` that a test
 * can SIGKILL in the middle of delivering mail and start again on the same database.
 *
 * It starts Payload as the Next server does (src/instrumentation.ts, with its crons and the
 * Node runtime's NEXT_RUNTIME), and answers the contact form's real feedback route handler over
 * HTTP. Everything between the post and the SMTP server is the production code: storing and
 * queueing, the background delivery started by the post, the outbox's timers. Only Next's page
 * rendering is missing, which the outbox never touches. Prints `READY <port>` once it listens.
 *
 * Run: tsx --import scripts/lib/outside-next.mjs tests/integration/outbox-crash-server.ts
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

// What Next sets in its Node runtime: payload.config.ts's jobs.autoRun and the outbox's start-up
// work look for it, as they do in the real server.
process.env.NEXT_RUNTIME = 'nodejs'

const { register } = await import('@/instrumentation')
await register()
const { POST } = await import('@/app/(site)/wp-json/contact-form-7/v1/contact-forms/[id]/feedback/route')

const FEEDBACK = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/([^/]+)\/feedback$/

const server = http.createServer(async (req, res) => {
  const match = FEEDBACK.exec(new URL(req.url ?? '/', 'http://localhost').pathname)
  if (req.method !== 'POST' || !match) {
    res.writeHead(404).end()
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  const request = new Request(`http://localhost${req.url}`, {
    method: 'POST',
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit)
  const response = await POST(request, { params: Promise.resolve({ id: match[1] }) })
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
})

server.listen(0, '127.0.0.1', () => {
  console.log(`READY ${(server.address() as AddressInfo).port}`)
})
