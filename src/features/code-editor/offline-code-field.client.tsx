'use client'

import { CodeField, JSONField } from '@payloadcms/ui'
import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'
import { useEffect, useState, type ReactElement } from 'react'

import { monacoBasePath } from './monaco-version'

type AmdRequire = ((modules: string[], onLoad: () => void, onError: (error: unknown) => void) => void) & {
  config: (options: { paths: Record<string, string> }) => void
}
type MonacoWindow = { monaco?: { editor?: unknown }; require?: AmdRequire }

let loading: Promise<void> | undefined

/**
 * Puts Monaco on `window.monaco` from our own origin. Payload's editor looks there before it
 * would fetch Monaco from a CDN, so once this has resolved the CDN is never asked.
 */
function loadMonaco(): Promise<void> {
  const page = window as unknown as MonacoWindow
  if (page.monaco?.editor) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${monacoBasePath}/loader.js`
    script.onload = () => {
      const amdRequire = page.require
      if (!amdRequire?.config) return reject(new Error('Monaco’s loader did not start.'))
      amdRequire.config({ paths: { vs: monacoBasePath } })
      amdRequire(['vs/editor/editor.main'], () => resolve(), reject)
    }
    script.onerror = () => reject(new Error('Monaco’s loader could not be fetched.'))
    document.body.appendChild(script)
  }).catch((error: unknown) => {
    loading = undefined // the next field (or a reload) tries again
    throw error
  })
  return loading
}

type State = 'loading' | 'ready' | 'failed'

function useMonaco(): State {
  const [state, setState] = useState<State>(() => (typeof window !== 'undefined' && (window as unknown as MonacoWindow).monaco?.editor ? 'ready' : 'loading'))
  useEffect(() => {
    let live = true
    loadMonaco().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}

function Waiting({ label, state }: { label: string; state: Exclude<State, 'ready'> }): ReactElement {
  return (
    <div className="field-type offline-code-field">
      <span className="field-label">{label}</span>
      <p role={state === 'failed' ? 'alert' : 'status'} className="offline-code-field__note">
        {state === 'failed' ? 'The code editor could not load. Check the connection to this site and reload the page.' : 'Loading the code editor…'}
      </p>
    </div>
  )
}

function labelOf(field: { label?: unknown; name: string }): string {
  return typeof field.label === 'string' ? field.label : field.name
}

/** Payload's code field, once Monaco is loaded from our origin. */
export function OfflineCodeField(props: CodeFieldClientProps): ReactElement {
  const state = useMonaco()
  if (state !== 'ready') return <Waiting label={labelOf(props.field)} state={state} />
  return <CodeField {...props} />
}

/** Payload's JSON field, once Monaco is loaded from our origin. */
export function OfflineJSONField(props: JSONFieldClientProps): ReactElement {
  const state = useMonaco()
  if (state !== 'ready') return <Waiting label={labelOf(props.field)} state={state} />
  return <JSONField {...props} />
}
