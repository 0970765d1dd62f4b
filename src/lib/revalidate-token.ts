import { createHmac } from 'node:crypto'

/** The token a process outside the Next server presents to `POST /api/revalidate`. */
export function revalidateToken(secret: string): string {
  return createHmac('sha256', secret).update('vitrine:revalidate').digest('hex')
}
