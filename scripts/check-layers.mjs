/**
 * The layer check of `npm test`: dependency-cruiser with the rules in .dependency-cruiser.cjs
 * (no circles, app → features → cms → lib, features meet through their public faces, client
 * code never reaches server code), plus the naming rule it cannot see: a module with a
 * 'use client' directive is named *.client.ts(x), so the rules above know it is client code.
 */
import fs from 'node:fs'
import path from 'node:path'

import { root, run } from './lib/process.mjs'

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

const directive = /^\s*(?:(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*)*['"]use client['"]/
const misnamed = []
for (const file of sourceFiles(path.join(root, 'src'))) {
  const isClient = directive.test(fs.readFileSync(file, 'utf8'))
  const namedClient = /\.client\.tsx?$/.test(file)
  if (isClient !== namedClient) misnamed.push(path.relative(root, file))
}
if (misnamed.length) {
  console.error("A module starts with 'use client' exactly when its name ends in .client.ts(x). Rename or fix:")
  for (const file of misnamed) console.error(`  ${file}`)
  process.exit(1)
}

const cruiser = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const code = await run(process.execPath, [cruiser, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src'])
process.exit(code)
