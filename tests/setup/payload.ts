import { getPayload, type Payload } from 'payload'

/** The Payload instance of this integration run (one per worker, on the run's database). */
export async function testPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
