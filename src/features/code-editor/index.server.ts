import 'server-only'

export { serveMonacoFile } from './monaco-files.server'
export { codeEditorPlugin } from './plugin'
