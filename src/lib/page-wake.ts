/**
 * The names a visitor page shares with the script that wakes it (scripts/lib/wake-on-need.mjs,
 * decision 043): anonymous visitors get the page with its scripts inert, and they start when the
 * page first needs them. A unit test checks that both sides spell these alike.
 */

/** Dispatched on `window` once React has hydrated the page (HydrationSignal). */
export const HYDRATED_EVENT = 'vitrine:hydrated'

/**
 * On an element of a widget that acts on its own (plays, animates, loads content): the page's
 * scripts start when the element comes within this CSS margin of the viewport. Widgets that
 * only answer the visitor need no mark: the visitor's first touch, key or scroll wakes the page.
 */
export const WAKE_NEAR_ATTRIBUTE = 'data-wake-near'

/**
 * On a link that script takes over (a photo that opens in a popup): a click that comes before
 * the page's scripts is held and given again once they run (a `button[type="button"]` is held
 * without the mark: it does nothing without script).
 */
export const HOLD_CLICK_ATTRIBUTE = 'data-hold-click'

/**
 * Set on an on-demand widget's host (src/lib/on-demand.client.tsx) once its code has hydrated it:
 * a click the wake script held for a button inside waits for it, since React hydrates such a
 * widget after the rest of the page.
 */
export const ON_DEMAND_READY_ATTRIBUTE = 'data-on-demand-ready'

/** The attributes that mark a link for holding (spread onto the element). */
export const holdClick = { [HOLD_CLICK_ATTRIBUTE]: '' } as const
