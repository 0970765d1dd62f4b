'use client'

import { useAuth } from '@payloadcms/ui'

import { initialsOf } from './initials'

/**
 * The signed-in admin's avatar in the admin's navigation, drawn here from their initials.
 * Payload's default fetches it from Gravatar, handing that service a hash of the admin's email on
 * every admin page view. Decorative: the link around it is already named "Account".
 */
export function InitialsAvatar() {
  const { user } = useAuth<{ name?: string | null; email?: string | null }>()
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 25,
        height: 25,
        borderRadius: '50%',
        background: 'var(--theme-elevation-800)',
        color: 'var(--theme-elevation-0)',
        fontSize: 11,
        fontWeight: 600,
        letterSpacing: '0.02em',
      }}
    >
      {initialsOf(user?.name, user?.email)}
    </span>
  )
}
