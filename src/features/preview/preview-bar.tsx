import type { ReactElement } from 'react'

import { LivePreviewRefresh } from './live-preview-refresh.client'
import './preview-bar.css'

/**
 * Shown at the top of a page in a preview: says that this is a draft only the editor sees and
 * offers the way out. Its client part (the refresh on save) is loaded only here.
 */
export function PreviewBar(): ReactElement {
  return (
    <div className="preview-bar" role="region" aria-label="Draft preview">
      <p>
        <strong>Draft preview.</strong> Visitors see the published version.{' '}
        <a href="/preview/exit">Leave the preview</a>
      </p>
      <LivePreviewRefresh />
    </div>
  )
}
