import { SMTPServer } from 'smtp-server'

/**
 * An SMTP server that accepts everything and counts messages by Message-ID: the benchmark's and
 * the browser journeys' servers send their mail here, never out of the machine.
 */
export async function startMailSink() {
  const byMessageId = new Map()
  let total = 0
  let lastAt = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        const header = raw.split(/\r?\n\r?\n/)[0]
        const id = /^message-id:\s*(\S+)/im.exec(header)?.[1] ?? `(none ${total})`
        byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1)
        total++
        lastAt = Date.now()
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages received, distinct Message-IDs among them, and when the last one came (ms). */
    counts: () => ({ total, unique: byMessageId.size, lastAt }),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
