/**
 * What an anonymous request may read (hardening issue, item 2): private settings are never in a
 * public answer. Through Payload's local API with access control applied and no user, which is
 * what the REST API does for a visitor.
 */
import { describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'

describe('anonymous reads', () => {
  // Regression: GET /api/globals/site returned adminEmail to anyone.
  it("never returns the site's admin email, which admins still see", async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site', data: { adminEmail: 'owner@example.com' }, overrideAccess: true, context: { skipRevalidate: true } })
    const asVisitor = await payload.findGlobal({ slug: 'site', overrideAccess: false })
    expect(asVisitor.title).toBeTruthy()
    expect(asVisitor).not.toHaveProperty('adminEmail')
    const asSystem = await payload.findGlobal({ slug: 'site', overrideAccess: true })
    expect(asSystem.adminEmail).toBe('owner@example.com')
  })
})
