/**
 * The admin finds each custom component through the committed import map
 * (src/app/(payload)/admin/importMap.js). A plugin or field that adds one without the map being
 * generated again breaks the admin's screens at run time ("PayloadComponent not found in
 * importMap"), which no type check sees: this test does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { generateImportMap } from 'payload'
import { expect, it } from 'vitest'

const file = path.resolve(import.meta.dirname, '../../src/app/(payload)/admin/importMap.js')

it('names every admin component the configuration uses, as `payload generate:importmap` writes it', async () => {
  const { default: config } = await import('@payload-config')
  const committed = fs.readFileSync(file, 'utf8')
  try {
    await generateImportMap(await config, { log: false, force: true })
    expect(fs.readFileSync(file, 'utf8'), 'The import map is out of date: run `npm run payload -- generate:importmap` and commit it.').toBe(committed)
  } finally {
    fs.writeFileSync(file, committed)
  }
})
