'use client'

import { useEffect, useState } from 'react'

import { countHit } from './hits-client'

const number = new Intl.NumberFormat('en')

/**
 * The photo page's view: counted once the page shows in a browser (the page itself is cached, so
 * the server cannot count it), then the count is shown. Nothing shows if it cannot be counted.
 */
export function ViewCounter({ imageId }: { imageId: number }) {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    countHit(imageId).then((hitCount) => live && setCount(hitCount))
    return () => {
      live = false
    }
  }, [imageId])
  return (
    <p className="photo__views" aria-live="polite">
      {count === null ? '' : `${number.format(count)} ${count === 1 ? 'view' : 'views'}`}
    </p>
  )
}
