/**
 * The password-reset mail. Payload builds its link from the request's Host header when no
 * serverURL is configured, so anyone could have the owner's reset link point at their own site
 * (and the link was relative otherwise). Ours always points at SERVER_URL. Pure.
 */
import { escapeHtml } from '@/lib/escape-html'

export function resetLink(serverUrl: string, token: string): string {
  return `${serverUrl.replace(/\/$/, '')}/admin/reset/${encodeURIComponent(token)}`
}

export function resetMailHtml(serverUrl: string, token: string): string {
  const link = escapeHtml(resetLink(serverUrl, token))
  return [
    '<p>Someone (hopefully you) asked to reset the password of your Vitrine admin account.</p>',
    `<p><a href="${link}">Choose a new password</a> (the link works for one hour): ${link}</p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n')
}

export const RESET_MAIL_SUBJECT = 'Reset your Vitrine admin password'
