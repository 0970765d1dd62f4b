import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { monacoFilePath } from './monaco-files.server'
import { monacoVersion } from './monaco-version'

const base = '/srv/monaco/min/vs'

describe('the code editor’s files', () => {
  it('are the installed package’s version: the admin asks for files that exist', () => {
    const installed = JSON.parse(fs.readFileSync(path.resolve('node_modules/monaco-editor/package.json'), 'utf8')) as { version: string }
    expect(monacoVersion).toBe(installed.version)
    expect(fs.existsSync(path.resolve('node_modules/monaco-editor/min/vs/loader.js'))).toBe(true)
    expect(fs.existsSync(path.resolve('node_modules/monaco-editor/min/vs/editor/editor.main.js'))).toBe(true)
  })

  it('maps a request to a file inside the package', () => {
    expect(monacoFilePath(base, monacoVersion, ['vs', 'loader.js'])).toBe(`${base}/loader.js`)
    expect(monacoFilePath(base, monacoVersion, ['vs', 'editor', 'editor.main.css'])).toBe(`${base}/editor/editor.main.css`)
  })

  it('refuses another version, dot segments, backslashes and types it does not serve', () => {
    expect(monacoFilePath(base, '0.1.0', ['vs', 'loader.js'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs', '..', '..', 'package.json'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs', '.hidden.js'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs', 'a\\..\\b.js'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs', ''])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs', 'loader.ts'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['min', 'loader.js'])).toBeNull()
    expect(monacoFilePath(base, monacoVersion, ['vs'])).toBeNull()
  })
})
