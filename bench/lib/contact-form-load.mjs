/**
 * The contact form under load: a burst of submissions posted concurrently to the Contact Form 7
 * feedback endpoint, each stored and mailed through the outbox to a local SMTP server. Reports
 * throughput and latency of the posts, then how many were stored, how many mails arrived, and how
 * many arrived twice (told apart by their Message-ID, which is fixed per submission). It asserts
 * nothing: the figures are for people to read.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

/** deliveryTimeoutMs and idleTimeoutMs count from the last answer. */
export const CONTACT_LOAD = { submissions: 2000, connections: 50, deliveryTimeoutMs: 5 * 60_000, idleTimeoutMs: 90_000 }

async function api(baseUrl, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json).slice(0, 200)}`)
  return json
}

const template = `<label> Your name [text* your-name] </label>
<label> Your email [email* your-email] </label>
<label> Subject [text* your-subject] </label>
<label> Message [textarea your-message] </label>
[submit "Send"]`

/** A multipart body as a browser would send the form, and its Content-Type (with the boundary). */
async function multipartBody(fields) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') }
}

/** Counts submissions of the form, all of them or those whose mail is marked sent. */
async function countSubmissions(baseUrl, token, formId, onlySent = false) {
  const where = `where[form][equals]=${formId}${onlySent ? '&where[mailStatus][equals]=sent' : ''}`
  const { totalDocs } = await api(baseUrl, `/api/form-submissions?${where}&limit=1&depth=0`, { token })
  return totalDocs
}

/**
 * The section run by bench/run.mjs. `context.smtp` is the sink the server sends to;
 * `context.admin` the benchmark admin's credentials.
 */
export async function measureContactFormLoad({ baseUrl, smtp, admin }) {
  const { token } = await api(baseUrl, '/api/users/login', { method: 'POST', body: admin })
  // `rate_limit: off` lifts the per-address limit (10 in 10 minutes): every post here comes from one address.
  const { doc: form } = await api(baseUrl, '/api/contact-forms', {
    token,
    method: 'POST',
    body: {
      title: `Benchmark form ${Date.now()}`,
      form: template,
      mail: {
        recipient: 'inbox@example.com',
        sender: 'Vitrine <bench@example.com>',
        subject: 'Bench: [your-subject]',
        additionalHeaders: 'Reply-To: [your-email]',
        body: 'From: [your-name] <[your-email]>\n\n[your-message]',
      },
      additionalSettings: 'rate_limit: off',
    },
  })
  const feedbackPath = `/wp-json/contact-form-7/v1/contact-forms/${form.id}/feedback`
  const { started } = await api(baseUrl, `/wp-json/contact-form-7/v1/contact-forms/${form.id}/refill`)
  await sleep(3_500) // the minimum fill time: faster posts count as spam
  const { body, contentType } = await multipartBody({
    _wpcf7: String(form.id),
    _wpcf7_unit_tag: `wpcf7-f${form.id}-p0-o1`,
    _wpcf7_container_post: '0',
    _wpcf7_started: started,
    _wpcf7_hp_website: '',
    'your-name': 'Ada Lovelace',
    'your-email': 'ada@example.com',
    'your-subject': 'Load test',
    'your-message': 'Hello from the benchmark.',
  })

  // One post first, delivered, so one-off costs (module loading, first queries) stay out of the figures.
  const warmUp = await fetch(new URL(feedbackPath, baseUrl), {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (Vitrine benchmark)' },
    body,
    signal: AbortSignal.timeout(120_000),
  })
  if ((await warmUp.json()).status !== 'mail_sent') throw new Error('The warm-up submission was not accepted.')
  for (let waited = 0; smtp.counts().unique === 0 && waited < 30_000; waited += 200) await sleep(200)
  const storedBefore = await countSubmissions(baseUrl, token, form.id)
  const sentBefore = await countSubmissions(baseUrl, token, form.id, true)

  const mailBefore = smtp.counts()
  const statuses = new Map()
  const loadStarted = Date.now()
  const result = await autocannon({
    url: new URL(feedbackPath, baseUrl).href,
    connections: CONTACT_LOAD.connections,
    amount: CONTACT_LOAD.submissions,
    // A slow answer is still an answer: count it in the latency, not as a timeout.
    timeout: 60,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (Vitrine benchmark)' },
        body,
        onResponse: (status, responseBody) => {
          let outcome = `HTTP ${status}`
          try {
            outcome = JSON.parse(responseBody).status ?? outcome
          } catch {}
          statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1)
        },
      },
    ],
  })
  const loadSeconds = (Date.now() - loadStarted) / 1000

  // Delivery continues after the last answer: wait until every stored submission's mail arrived,
  // or until nothing has arrived for a while.
  const stored = (await countSubmissions(baseUrl, token, form.id)) - storedBefore
  const delivered = () => smtp.counts().unique - mailBefore.unique
  const waitStarted = Date.now()
  let lastProgress = Date.now()
  let last = delivered()
  while (last < stored && Date.now() - waitStarted < CONTACT_LOAD.deliveryTimeoutMs && Date.now() - lastProgress < CONTACT_LOAD.idleTimeoutMs) {
    await sleep(500)
    if (delivered() !== last) [last, lastProgress] = [delivered(), Date.now()]
  }
  const deliveredSeconds = (smtp.counts().lastAt - loadStarted) / 1000
  const received = smtp.counts().total - mailBefore.total
  const markedSent = (await countSubmissions(baseUrl, token, form.id, true)) - sentBefore

  const row = {
    posted: result.requests.total,
    connections: CONTACT_LOAD.connections,
    rps: result.requests.total / loadSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mailSent: statuses.get('mail_sent') ?? 0,
    stored,
    delivered: delivered(),
    duplicates: received - delivered(),
    markedSent,
    deliverySeconds: deliveredSeconds,
  }
  const others = [...statuses].filter(([status]) => status !== 'mail_sent')
  const notes = [
    ...(others.length ? [`answers other than mail_sent: ${others.map(([status, count]) => `${status} × ${count}`).join(', ')}`] : []),
    ...(result.errors || result.timeouts ? [`${result.errors} connection errors, ${result.timeouts} timeouts`] : []),
    ...(delivered() < stored ? [`${stored - delivered()} mail(s) had not arrived when the wait ended (retries continue in the server)`] : []),
  ]
  return {
    columns: [
      { header: 'posted', align: 'right', value: (r) => r.posted },
      { header: 'conns', align: 'right', value: (r) => r.connections },
      { header: 'req/s', align: 'right', value: (r) => r.rps.toFixed(1) },
      { header: 'p50 ms', align: 'right', value: (r) => r.p50 },
      { header: 'p99 ms', align: 'right', value: (r) => r.p99 },
      { header: 'mail_sent', align: 'right', value: (r) => r.mailSent },
      { header: 'stored', align: 'right', value: (r) => r.stored },
      { header: 'delivered', align: 'right', value: (r) => r.delivered },
      { header: 'duplicates', align: 'right', value: (r) => r.duplicates },
      { header: 'marked sent', align: 'right', value: (r) => r.markedSent },
      { header: 'last mail after s', align: 'right', value: (r) => r.deliverySeconds.toFixed(1) },
    ],
    rows: [row],
    notes,
  }
}
