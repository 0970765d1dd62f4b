/**
 * The admin finds each custom component through the committed import map
 * (src/app/(payload)/admin/importMap.js). A plugin or field that adds one without the map being
 * generated again breaks the admin's screens at run time ("PayloadComponent not found in
 * importMap"), which no type check sees: this test does. It writes its own map beside the
 * committed one (the import paths are relative to the file), never the committed one itself:
 * the SQLite and PostgreSQL runs of this file may overlap.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { generateImportMap } from 'payload'
import { expect, it } from 'vitest'

const committedFile = path.resolve(import.meta.dirname, '../../src/app/(payload)/admin/importMap.js')

it('names every admin component the configuration uses, as `payload generate:importmap` writes it', async () => {
  const { default: config } = await import('@payload-config')
  const resolved = await config
  const checkFile = path.join(path.dirname(committedFile), `.importMap.check-${process.pid}-${randomBytes(4).toString('hex')}.js`)
  try {
    await generateImportMap({ ...resolved, admin: { ...resolved.admin, importMap: { ...resolved.admin.importMap, importMapFile: checkFile } } }, { log: false, force: true })
    expect(fs.readFileSync(checkFile, 'utf8'), 'The import map is out of date: run `npm run payload -- generate:importmap` and commit it.').toBe(
      fs.readFileSync(committedFile, 'utf8'),
    )
  } finally {
    fs.rmSync(checkFile, { force: true })
  }
})
