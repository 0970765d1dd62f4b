/**
 * Which address a request came from, when proxies may stand in between. Pure: no I/O.
 *
 * The chain of addresses is the `X-Forwarded-For` list (left: the earliest claimed) followed by
 * the address of the connection itself (the peer). Anyone can write anything into
 * `X-Forwarded-For`, so only the hops added by proxies we trust count: the client is the
 * right-most address that is not a trusted proxy. With no trusted proxies (the default) that is
 * the peer, whatever the header says.
 */
import { BlockList, isIP } from 'node:net'

export type TrustedProxies =
  | { kind: 'none' }
  /** This many proxies stand in front of the server (each appends the address it saw). */
  | { kind: 'hops'; hops: number }
  /** Proxies known by address or network (CIDR). */
  | { kind: 'list'; entries: string[]; blocks: BlockList }

export const noTrustedProxies: TrustedProxies = { kind: 'none' }

/** An address as written by a proxy (`203.0.113.7:51234`, `[2001:db8::1]:443`, `::ffff:10.0.0.1`), normalised; '' if not an IP. */
export function normaliseAddress(text: string): string {
  const trimmed = text.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1]
  const withoutPort = bracketed ?? (/^[\d.]+:\d+$/.test(trimmed) ? trimmed.split(':')[0] : trimmed)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutPort)?.[1]
  const address = mapped ?? withoutPort
  return isIP(address) ? address.toLowerCase() : ''
}

/**
 * Parses the TRUSTED_PROXIES setting: empty or `none`; a number of hops (`1`); or a comma-separated
 * list of addresses and networks (`10.0.0.1, 192.168.0.0/16, ::1`). Throws with a sentence on
 * anything else.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const value = (text ?? '').trim()
  if (value === '' || value.toLowerCase() === 'none') return noTrustedProxies
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 10) throw new Error('must be a number of proxy hops from 0 to 10, or a list of proxy addresses')
    return hops === 0 ? noTrustedProxies : { kind: 'hops', hops }
  }
  const blocks = new BlockList()
  const entries = value.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    const [address, prefixText, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    const prefix = prefixText === undefined ? undefined : Number(prefixText)
    const maxPrefix = family === 6 ? 128 : 32
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefixText!) && prefix <= maxPrefix)
    if (!family || rest.length || !validPrefix) {
      throw new Error(`must be a number of proxy hops, or a comma-separated list of IP addresses and networks such as 10.0.0.0/8 ("${entry}" is neither)`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) blocks.addAddress(address!.toLowerCase(), type)
    else blocks.addSubnet(address!.toLowerCase(), prefix, type)
  }
  return { kind: 'list', entries, blocks }
}

function isTrusted(address: string, trust: Extract<TrustedProxies, { kind: 'list' }>): boolean {
  return trust.blocks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the right-most hop of `[...forwardedFor, peer]` that is not a trusted
 * proxy. '' when that hop is not an IP address (a malformed header written by a trusted proxy).
 */
export function clientAddress(peer: string, forwardedFor: string | null, trust: TrustedProxies): string {
  const chain = [...(forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter(Boolean), peer]
  if (trust.kind === 'none') return normaliseAddress(peer)
  if (trust.kind === 'hops') return normaliseAddress(chain[Math.max(0, chain.length - 1 - trust.hops)] ?? '')
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = normaliseAddress(chain[index]!)
    if (!address) return ''
    if (!isTrusted(address, trust) || index === 0) return address
  }
  return ''
}
