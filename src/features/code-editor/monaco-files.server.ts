import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { monacoVersion } from './monaco-version'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json; charset=utf-8',
}

/**
 * The installed package's `min/vs` folder. Vitrine runs from its project folder (npm start, the
 * tests, the benchmark), where node_modules is; the bundler is told not to trace this path.
 */
function monacoRoot(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')
}

/**
 * The file a request under `/vendor/monaco/{version}/vs/…` names, or null when it names nothing we
 * serve: another version, an empty or dot segment, a backslash, a type we do not serve. Pure
 * string work: the result is always inside `base`.
 */
export function monacoFilePath(base: string, version: string, segments: readonly string[]): string | null {
  if (version !== monacoVersion || segments[0] !== 'vs' || segments.length < 2 || segments.length > 8) return null
  const rest = segments.slice(1)
  if (rest.some((segment) => segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment))) return null
  if (!(path.extname(rest[rest.length - 1]!) in contentTypes)) return null
  return path.join(base, ...rest)
}

/** Answers `GET /vendor/monaco/{version}/vs/{file}` from the installed monaco-editor package. */
export async function serveMonacoFile(request: Request, version: string, segments: readonly string[]): Promise<Response> {
  const file = monacoFilePath(monacoRoot(), version, segments)
  const size = file ? await stat(/*turbopackIgnore: true*/ file).then((found) => (found.isFile() ? found.size : null), () => null) : null
  if (!file || size === null) {
    return new Response('No such file of the code editor.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const headers = {
    'Content-Type': contentTypes[path.extname(file)]!,
    'Content-Length': String(size),
    // The version is in the URL: a new version is a new URL.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.method === 'HEAD') return new Response(null, { headers })
  return new Response(Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream, { headers })
}
