/**
 * The popup's controls on yet-another-react-lightbox: previous/next arrows that hide at the ends
 * without looping and ignore a second click within 100 ms, the counter, the toolbar's own
 * buttons (maximize/restore, info, comments, e-commerce, share, download), and Home/End.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import {
  IconButton,
  NextIcon,
  PreviousIcon,
  createIcon,
  useController,
  useLightboxDispatch,
  useLightboxProps,
  useLightboxState,
} from 'yet-another-react-lightbox'

import { CartIcon, CommentsIcon, DownloadIcon, InfoIcon, MaximizeIcon, RestoreIcon, ShareIcon } from './icons'
import { usePopup, type Sidebar } from '../popup-context'
import { CLICK_DEBOUNCE_MS } from '../popup-settings'

const number = new Intl.NumberFormat('en')

/** Previous or next: hidden at the ends of a set that does not loop; a click within 100 ms of the last is ignored. */
export function NavButton({ direction }: { direction: 'prev' | 'next' }) {
  const { currentIndex, slides } = useLightboxState()
  const { carousel } = useLightboxProps()
  const controller = useController()
  const last = useRef(0)
  const atEnd = direction === 'prev' ? currentIndex === 0 : currentIndex === slides.length - 1
  if (slides.length < 2 || (carousel.finite && atEnd)) return null
  const onClick = () => {
    const now = Date.now()
    if (now - last.current < CLICK_DEBOUNCE_MS) return
    last.current = now
    if (direction === 'prev') controller.prev()
    else controller.next()
  }
  return (
    <IconButton
      label={direction === 'prev' ? 'Previous' : 'Next'}
      icon={direction === 'prev' ? PreviousIcon : NextIcon}
      className={`yarl__navigation_${direction}`}
      onClick={onClick}
    />
  )
}

/** "3 of 24": where the visitor is in the whole set. */
export function Counter() {
  const { current, total } = usePopup()
  return (
    <p className="vitrine-popup__counter" key="counter">
      {number.format(current + 1)} of {number.format(total)}
    </p>
  )
}

const PlayIcon = createIcon('Play', <path d="M8 5v14l11-7z" />)
const PauseIcon = createIcon('Pause', <path d="M6 19h4V5H6v14zm8-14v14h4V5h-4z" />)

/** Play/pause of the autoplay; hidden while the image shown is a video, which plays by itself. */
export function PlayPauseButton({ playing, disabled, play, pause }: { playing: boolean; disabled: boolean; play: () => void; pause: () => void }) {
  const { itemAt, current } = usePopup()
  if (itemAt(current)?.isEmbedVideo) return null
  return (
    <IconButton
      label={playing ? 'Pause' : 'Play'}
      icon={playing ? PauseIcon : PlayIcon}
      onClick={playing ? pause : play}
      disabled={disabled}
      aria-pressed={playing}
      data-control="play"
    />
  )
}

function SidebarButton({ kind, label, icon }: { kind: Sidebar; label: string; icon: Parameters<typeof IconButton>[0]['icon'] }) {
  const { sidebar, setSidebar } = usePopup()
  const open = sidebar === kind
  return (
    <IconButton
      label={label}
      icon={icon}
      onClick={() => setSidebar(open ? null : kind)}
      aria-expanded={open}
      aria-controls="vitrine-popup-sidebar"
      data-control={kind}
    />
  )
}

/** The toolbar's own buttons, as the settings allow, each with a React key for the toolbar's list. */
export function toolbarButtons(state: ReturnType<typeof usePopup>): ReactNode[] {
  const { settings, itemAt, current } = state
  const item = itemAt(current)
  const buttons: ReactNode[] = [<MaximizeButton key="maximize" />]
  if (settings.info) buttons.push(<InfoButton key="info" />)
  if (settings.comments) buttons.push(<SidebarButton key="comments" kind="comments" label="Comments" icon={CommentsIcon} />)
  if (settings.ecommerce && item?.priceList) buttons.push(<SidebarButton key="ecommerce" kind="ecommerce" label="Buy this image" icon={CartIcon} />)
  if (settings.share) buttons.push(<SidebarButton key="share" kind="share" label="Share" icon={ShareIcon} />)
  if (settings.download && item?.download) buttons.push(<DownloadLink key="download" href={item.download} />)
  return buttons
}

function MaximizeButton() {
  const { maximized, setMaximized } = usePopup()
  return (
    <IconButton
      label={maximized ? 'Restore' : 'Maximize'}
      icon={maximized ? RestoreIcon : MaximizeIcon}
      onClick={() => setMaximized(!maximized)}
      aria-pressed={maximized}
      data-control="maximize"
    />
  )
}

function InfoButton() {
  const { infoVisible, setInfoVisible } = usePopup()
  return (
    <IconButton
      label={infoVisible ? 'Hide info' : 'Show info'}
      icon={InfoIcon}
      onClick={() => setInfoVisible(!infoVisible)}
      aria-pressed={infoVisible}
      aria-controls="vitrine-popup-info"
      data-control="info"
    />
  )
}

function DownloadLink({ href }: { href: string }) {
  return (
    <a className="yarl__button" href={href} download title="Download" aria-label="Download" data-control="download">
      <DownloadIcon className="yarl__icon" />
    </a>
  )
}

/** Home and End go to the first and last image of the set (at once: the set may be long). */
export function HomeEndKeys() {
  const dispatch = useLightboxDispatch()
  const { slides, currentIndex } = useLightboxState()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Home' && event.key !== 'End') return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return
      const index = event.key === 'Home' ? 0 : slides.length - 1
      event.preventDefault()
      if (index !== currentIndex) dispatch({ type: 'update', slides, index })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dispatch, slides, currentIndex])
  return null
}

export const formatCount = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`
