'use client'

import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import './embed-facade.css'
import { frameUrlWithSecret, newFrameSecret, readHeightMessage } from './height-message'

export type EmbedFacadeProps = {
  /** The item's title: names the button ("Play: …") and the player frame. */
  title: string
  /** "Play" for videos, "Show post" for posts. */
  action: string
  providerName: string
  /** What the frame loads on activation: the provider's player, or Vitrine's embed frame. */
  src: string
  /** Vitrine's embed frame: listens for its height messages (docs/decisions/010). */
  framed: boolean
  /** The picture's aspect ratio (width / height). */
  ratio: number
  /** Height reserved under the picture for an Instagram post's footer, in px (0 for videos). */
  footer?: number
  /** Sizing of the box from the place that shows it (a width, a max width…). */
  className?: string
  style?: CSSProperties
  /** Told when the visitor starts the player (the slideshow stops its autoplay). */
  onActivate?: () => void
  /** The thumbnail, rendered by the server from the local media copy. */
  children: ReactNode
}

const ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media'

/**
 * A click-to-load facade (docs/decisions/010): the item's own picture, from Vitrine's media
 * library, with a real button and a notice naming where the player comes from. Nothing is
 * requested from the provider until the visitor presses the button; then the provider's player
 * takes the picture's place in the same box, and focus moves into it.
 */
export function EmbedFacade({ title, action, providerName, src, framed, ratio, footer = 0, className, style, onActivate, children }: EmbedFacadeProps) {
  const noticeId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  // The secret of the open frame; null while the facade shows the picture.
  const [secret, setSecret] = useState<string | null>(null)
  // The box height once the player is open: first the facade's own (no layout shift), then
  // whatever the embed frame reports.
  const [height, setHeight] = useState<number | null>(null)

  const activate = () => {
    if (framed) setHeight(boxRef.current?.getBoundingClientRect().height ?? null)
    setSecret(newFrameSecret())
    onActivate?.()
  }

  // A layout effect: focus moves and the listener is in place before the frame can load.
  useLayoutEffect(() => {
    if (!secret) return
    frameRef.current?.focus()
    if (!framed) return
    const onMessage = (event: MessageEvent) => {
      // Only the frame this facade opened, served by this site, carrying this frame's secret.
      if (!frameRef.current || event.source !== frameRef.current.contentWindow || event.origin !== window.location.origin) return
      const next = readHeightMessage(event.data, secret)
      if (next !== null) setHeight(next)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [secret, framed])

  const boxStyle = {
    ...style,
    '--embed-ratio': String(ratio),
    '--embed-footer': `${footer}px`,
    ...(secret && height !== null ? { height: `${height}px` } : {}),
  } as CSSProperties
  const classes = ['embed-facade', footer > 0 ? 'embed-facade--post' : 'embed-facade--video', className].filter(Boolean).join(' ')

  if (secret) {
    return (
      <div ref={boxRef} className={classes} style={boxStyle} data-state="active">
        <iframe
          ref={frameRef}
          className="embed-facade__frame"
          src={framed ? frameUrlWithSecret(src, secret) : src}
          title={`${title} — ${providerName} player`}
          allow={ALLOW}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  return (
    <div ref={boxRef} className={classes} style={boxStyle} data-state="idle">
      <div className="embed-facade__media">{children}</div>
      {/* The name says what plays ("Play: Big Buck Bunny"); the visible word begins it. */}
      <button type="button" className="embed-facade__play" onClick={activate} aria-label={`${action}: ${title}`} aria-describedby={noticeId}>
        <span className="embed-facade__icon" aria-hidden="true" />
        <span className="embed-facade__label">{action}</span>
      </button>
      <p className="embed-facade__notice" id={noticeId}>
        Loads from {providerName}
      </p>
    </div>
  )
}
