import sharp from 'sharp'

/**
 * Demo photos drawn at seed time, so a fresh clone downloads nothing: layered hills under a sky
 * with a sun, or an abstract of overlapping shapes. A seeded random generator makes each run
 * produce the same pictures.
 */
export type DemoImageKind = 'landscape' | 'abstract'

function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`

function landscapeSvg(width: number, height: number, next: () => number): string {
  const hue = next() * 360
  const skyTop = hsl(hue, 60, 35 + next() * 20)
  const skyBottom = hsl((hue + 40) % 360, 70, 70 + next() * 15)
  const sunX = width * (0.2 + next() * 0.6)
  const sunY = height * (0.2 + next() * 0.25)
  const layers = Array.from({ length: 4 }, (_, layer) => {
    const base = height * (0.45 + layer * 0.14)
    const points = Array.from({ length: 9 }, (_, i) => {
      const x = (width / 8) * i
      const y = base - next() * height * 0.18
      return `${x.toFixed(0)},${y.toFixed(0)}`
    })
    const colour = hsl((hue + 180 + layer * 12) % 360, 35, 45 - layer * 9)
    return `<polygon fill="${colour}" points="0,${height} ${points.join(' ')} ${width},${height}"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.08}" fill="${hsl((hue + 50) % 360, 90, 85)}"/>
  ${layers.join('\n  ')}
</svg>`
}

function abstractSvg(width: number, height: number, next: () => number): string {
  const hue = next() * 360
  const shapes = Array.from({ length: 14 }, () => {
    const colour = hsl((hue + next() * 120) % 360, 55 + next() * 35, 40 + next() * 40)
    const opacity = (0.45 + next() * 0.5).toFixed(2)
    const x = next() * width
    const y = next() * height
    const size = (0.08 + next() * 0.3) * width
    return next() < 0.5
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="${colour}" fill-opacity="${opacity}"/>`
      : `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 3).toFixed(0)}" width="${size.toFixed(0)}" height="${(size / 1.5).toFixed(0)}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${(next() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${hsl(hue, 25, 92)}"/>
  ${shapes.join('\n  ')}
</svg>`
}

/**
 * Draws one demo photo as a JPEG. Portrait and landscape shapes alternate so layouts vary; `size`
 * asks for a given shape instead (a 16:9 video still, a square Instagram picture).
 */
export async function drawDemoImage(
  kind: DemoImageKind,
  index: number,
  size?: { width: number; height: number },
): Promise<{ data: Buffer; width: number; height: number }> {
  const next = random(index * 7919 + (kind === 'landscape' ? 17 : 4243))
  const portrait = index % 3 === 2
  const width = size?.width ?? (portrait ? 1000 : 1600)
  const height = size?.height ?? (portrait ? 1400 : 1000 + Math.round(next() * 200))
  const svg = kind === 'landscape' ? landscapeSvg(width, height, next) : abstractSvg(width, height, next)
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return { data, width, height }
}
