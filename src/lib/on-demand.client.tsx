'use client'

import { Suspense, createContext, lazy, useContext, useLayoutEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react'

import { HOLD_CLICK_ATTRIBUTE, ON_DEMAND_READY_ATTRIBUTE, WAKE_NEAR_ATTRIBUTE } from './page-wake'

/** When an on-demand component's code is fetched. */
export type OnDemandTrigger =
  /** Its server-rendered HTML comes within `margin` of the viewport, or something in it takes focus or a pointer. */
  | 'near-viewport'
  /** The visitor first scrolls, or something in it takes focus or a pointer: for fixed widgets that react to scrolling. */
  | 'scroll'

export type OnDemandOptions = {
  /** How far outside the viewport the HTML may be when its code starts loading (CSS margin). */
  margin?: string
  trigger?: OnDemandTrigger
  /**
   * The widget acts on its own (it plays, animates or loads content), so it needs its code
   * without the visitor touching anything: its host wakes the page's scripts when it comes
   * within `margin` of the viewport (decision 043). Others wait for the visitor's first
   * interaction, which wakes the page anyway.
   */
  actsOnItsOwn?: boolean
}

const DEFAULT_MARGIN = '300px'

/**
 * Calls `onNeeded` once, when a visitor is about to use what is inside `hosts`: their content
 * comes within `margin` of the viewport (or, for the `scroll` trigger, the page first scrolls), or
 * something in them takes focus or a pointer first, or React replaces their server HTML.
 * Returns a function that stops watching.
 */
export function watchForNeed(hosts: Element[], { margin = DEFAULT_MARGIN, trigger = 'near-viewport' }: OnDemandOptions, onNeeded: () => void): () => void {
  let watching = true
  const early = (event: Event) => event.target instanceof Node && hosts.some((host) => host.contains(event.target as Node)) && needed()
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && needed(), { rootMargin: margin })
  // React drops a boundary's server HTML when new props reach it before it hydrates (a slideshow
  // moving on to the next slide) and renders it anew: nothing is left to watch, so load now.
  const replaced = new MutationObserver(needed)
  const stop = () => {
    watching = false
    observer.disconnect()
    replaced.disconnect()
    for (const type of EARLY_EVENTS) document.removeEventListener(type, early, true)
    window.removeEventListener('scroll', needed)
  }
  function needed() {
    if (!watching) return
    stop()
    onNeeded()
  }
  if (trigger === 'near-viewport') {
    // A host with `display: contents` has no box of its own: watch what it holds.
    for (const host of hosts) for (const target of getComputedStyle(host).display === 'contents' ? [...host.children] : [host]) observer.observe(target)
  } else if (window.scrollY > 0) {
    // The visitor scrolled before the page came alive.
    queueMicrotask(needed)
  } else {
    window.addEventListener('scroll', needed, { once: true, passive: true })
  }
  for (const host of hosts) replaced.observe(host, { childList: true })
  for (const type of EARLY_EVENTS) document.addEventListener(type, early, { capture: true, passive: true })
  return stop
}

const EARLY_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const

/**
 * Resolves when a visitor is about to need one of the components marked `data-on-demand="{name}"`.
 * Runs once per kind of component, when React first renders one: on the server, and on a page
 * rendered by the browser (a client-side navigation, no server HTML to wait on), it resolves at
 * once; while hydrating it waits for the server-rendered HTML to be needed (watchForNeed).
 */
function whenNeeded(name: string, options: OnDemandOptions): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  const hosts = [...document.querySelectorAll(`[data-on-demand="${CSS.escape(name)}"]`)].filter((host) => host.childElementCount > 0)
  if (!hosts.length) return Promise.resolve()
  earlyClicks.set(name, holdEarlyClicks(hosts))
  return new Promise((resolve) => watchForNeed(hosts, options, resolve))
}

/**
 * Watches for clicks on the buttons inside `hosts` that come before their code, when the visitor
 * is quicker than the network: the first tap on an accordion that has just scrolled into view
 * reached server HTML with nothing behind it, and was lost. Held are `type="button"` buttons,
 * which do nothing without script, so nothing happens twice, and links marked `data-hold-click`
 * (a photo that opens in the theme lightbox), whose own navigation is stopped; other links and
 * a form's buttons work on their own. Returns a function that stops watching and hands over what
 * it held, in order.
 */
export function holdEarlyClicks(hosts: Element[], limit = 10): () => HTMLElement[] {
  const held: HTMLElement[] = []
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[type="button"], [${HOLD_CLICK_ATTRIBUTE}]`) : null
    if (!button || !hosts.some((host) => host.contains(button))) return
    if (button.hasAttribute(HOLD_CLICK_ATTRIBUTE)) event.preventDefault()
    if (held.length < limit) held.push(button)
  }
  document.addEventListener('click', onClick, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    return held.splice(0)
  }
}

/** Per kind of component, the clicks held until its first instance has hydrated (holdEarlyClicks). */
const earlyClicks = new Map<string, () => HTMLElement[]>()

/** The host element of the on-demand component rendered inside it. */
const HostContext = createContext<RefObject<HTMLDivElement | null> | null>(null)

/**
 * The loaded component, which gives the clicks held for its kind again once it has hydrated. The
 * hold stops in the commit that hydrates it (a layout effect), before any later click can reach
 * both React and the hold; the clicks are given again just after the commit. The same commit
 * marks its host `data-on-demand-ready`, which the page's wake script waits for before it gives
 * a click it held to a widget inside (decision 043).
 */
function replayingEarlyClicks<Props extends object>(name: string, Component: ComponentType<Props>): ComponentType<Props> {
  function Hydrated(props: Props) {
    const host = useContext(HostContext)
    useLayoutEffect(() => {
      host?.current?.setAttribute(ON_DEMAND_READY_ATTRIBUTE, '')
      const release = earlyClicks.get(name)
      if (!release) return
      earlyClicks.delete(name)
      const clicks = release()
      if (clicks.length) queueMicrotask(() => clicks.forEach((button) => button.isConnected && button.click()))
    }, [])
    return <Component {...props} />
  }
  Hydrated.displayName = `Hydrated(${name})`
  return Hydrated
}

/**
 * The nearest ancestor of `element` that has a box of its own, for a component that sizes itself
 * by its container. An on-demand component's direct parent is its host, which has
 * `display: contents`: no box, so it measures 0 wide.
 */
export function boxedParent(element: Element): HTMLElement | null {
  let parent = element.parentElement
  while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement
  return parent
}

/**
 * A client component whose code is not part of the page's first load: the server renders it in
 * full (its HTML is in the page, and stays as it is), and the browser fetches its code only when a
 * visitor is about to use it (`trigger`), then hydrates it in place. React keeps a server-rendered
 * Suspense boundary as it is until its code arrives (selective hydration), so the page neither
 * shifts nor flashes; everything outside the boundary hydrates at once. Pages that never show the
 * component never fetch its code.
 *
 * `name` marks the host element (`data-on-demand`); every instance on a page shares one fetch.
 * The host has `display: contents`, so it adds no box to the layout.
 */
export function onDemand<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>, options: OnDemandOptions = {}) {
  const Lazy = lazy(() =>
    whenNeeded(name, options)
      .then(load)
      .then((component) => ({ default: replayingEarlyClicks(name, component) })),
  )
  const wake = options.actsOnItsOwn ? { [WAKE_NEAR_ATTRIBUTE]: options.margin ?? DEFAULT_MARGIN } : {}
  function OnDemand(props: Props & { children?: ReactNode }) {
    const host = useRef<HTMLDivElement>(null)
    return (
      <div data-on-demand={name} style={{ display: 'contents' }} {...wake} ref={host}>
        <HostContext.Provider value={host}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </HostContext.Provider>
      </div>
    )
  }
  OnDemand.displayName = `OnDemand(${name})`
  return OnDemand
}
