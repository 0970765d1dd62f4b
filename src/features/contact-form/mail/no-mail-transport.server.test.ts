import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { NO_MAIL_TRANSPORT, noMailTransportAdapter } from './no-mail-transport.server'

describe('the email adapter without SMTP_URL', () => {
  it('is named none, sends nothing and logs one line per message without its content', async () => {
    const warn = vi.fn()
    const payload = { logger: { warn } } as unknown as Payload
    const adapter = noMailTransportAdapter({ defaultFromAddress: 'site@example.com', defaultFromName: 'Vitrine' })({ payload })
    expect(adapter).toMatchObject({ name: NO_MAIL_TRANSPORT, defaultFromAddress: 'site@example.com', defaultFromName: 'Vitrine' })
    expect(NO_MAIL_TRANSPORT).toBe('none')

    const result = await adapter.sendEmail({ to: 'ada@example.com, bob@example.com', cc: ['c@example.com'], subject: 'Reset your password', text: 'Secret link https://x/reset?token=abc' })
    expect(result).toEqual({ sent: false })
    expect(warn).toHaveBeenCalledTimes(1)
    const line = String(warn.mock.calls[0][0])
    expect(line).toBe('Mail not sent: SMTP_URL is not set (a message to 3 recipients; it was not kept).')
    expect(line).not.toMatch(/Reset|token|ada@/)
  })
})
