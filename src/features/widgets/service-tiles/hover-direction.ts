/**
 * The hover-direction effect's maths: which edge of a tile the pointer came in (or went out) by.
 * The tile is treated as a square (the longer side scaled down), and the angle from its centre
 * to the pointer picks the edge: the diagonals divide the four edges.
 */
export type Edge = 'top' | 'right' | 'bottom' | 'left'

const EDGES: Edge[] = ['top', 'right', 'bottom', 'left']

export type Box = { left: number; top: number; width: number; height: number }

export function hoverEdge(box: Box, pointer: { x: number; y: number }): Edge {
  const { width: w, height: h } = box
  if (w <= 0 || h <= 0) return 'top'
  const x = (pointer.x - box.left - w / 2) * (w > h ? h / w : 1)
  const y = (pointer.y - box.top - h / 2) * (h > w ? w / h : 1)
  // atan2 is 0 pointing right and grows clockwise (screen y points down); +180 puts left at 0°.
  const quarter = Math.round((Math.atan2(y, x) * (180 / Math.PI) + 180) / 90 + 3) % 4
  return EDGES[quarter]
}

/** Where the overlay sits before entering from (or after leaving by) an edge. */
export const edgeOffset: Record<Edge, string> = {
  top: 'translate(0, -100%)',
  right: 'translate(100%, 0)',
  bottom: 'translate(0, 100%)',
  left: 'translate(-100%, 0)',
}
