/**
 * How many client logos one page of the carousel shows (SPEC.md section 9): 5 by default, 1 under
 * 540 px, 2 under 767 px and 3 under 1024 px (never more than the editor's number). The
 * carousel's stylesheet is written from the same breakpoints (carousel-style.ts), so the server
 * HTML already has the right number per page and nothing moves when the script arrives.
 */
export const CAROUSEL_PER_PAGE = 5

/** Below each width (px), at most this many per page. */
export const CAROUSEL_BREAKPOINTS = [
  { below: 540, perPage: 1 },
  { below: 767, perPage: 2 },
  { below: 1024, perPage: 3 },
] as const

export function clientsPerPage(width: number, perPage: number = CAROUSEL_PER_PAGE): number {
  const most = Math.max(1, Math.floor(perPage))
  const rule = CAROUSEL_BREAKPOINTS.find((breakpoint) => width < breakpoint.below)
  return rule ? Math.min(rule.perPage, most) : most
}

export const carouselPageCount = (logos: number, perPage: number) => (logos <= 0 ? 0 : Math.ceil(logos / Math.max(1, perPage)))

/** One kind of screen (below a breakpoint's width, or wider than the last) and the carousel's pages there. */
export type CarouselScreen = { screen: string; pages: number }

/**
 * The carousel's page count on each kind of screen, narrowest first. The server cannot know the
 * visitor's width, so it writes every count and the stylesheet shows the one for the screen
 * (widgets.css) until the carousel has measured itself: the status reads the same before and
 * after, and the controls are there only where there is more than one page.
 */
export function carouselPagesPerScreen(logos: number, perPage: number = CAROUSEL_PER_PAGE): CarouselScreen[] {
  return [
    ...CAROUSEL_BREAKPOINTS.map((breakpoint) => ({ screen: `below-${breakpoint.below}`, pages: carouselPageCount(logos, clientsPerPage(breakpoint.below - 1, perPage)) })),
    { screen: 'wide', pages: carouselPageCount(logos, clientsPerPage(Number.POSITIVE_INFINITY, perPage)) },
  ]
}
