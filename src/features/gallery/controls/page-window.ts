/** Page numbers around the current one: first, last (when known), and two either side. */
export function pageWindow(page: number, totalPages: number, exact: boolean): (number | 'gap')[] {
  const last = exact ? totalPages : Math.max(totalPages, page + 1)
  const wanted = new Set([1, page - 2, page - 1, page, page + 1, page + 2, ...(exact ? [last] : [])])
  const pages = [...wanted].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  pages.forEach((p, i) => {
    if (i && p - pages[i - 1] > 1) out.push('gap')
    out.push(p)
  })
  if (!exact) out.push('gap')
  return out
}
