import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { richText } from './rich-text'

/**
 * The theme's widgets on the demo home page: a slider, service tiles, pie charts, tabs, an
 * accordion, toggles, a clients carousel of logos drawn here, post tabs, share links and the
 * scroll-to-top link. `photos` are media ids of demo photos, `drawn` as the galleries were.
 */

const clientNames = ['Northwind', 'Lumen & Co', 'Atlas Maps', 'Fjord', 'Kestrel', 'Meridian', 'Orchard', 'Pinecone', 'Quarry', 'Solstice']

/** A client's logo: a simple mark and the name, drawn as a PNG (nothing downloaded). */
async function drawLogo(name: string, index: number): Promise<Buffer> {
  const hue = (index * 47) % 360
  const mark =
    index % 3 === 0
      ? `<circle cx="40" cy="40" r="26" fill="hsl(${hue} 55% 42%)"/>`
      : index % 3 === 1
        ? `<rect x="16" y="16" width="48" height="48" rx="10" fill="hsl(${hue} 55% 42%)"/>`
        : `<polygon points="40,12 68,64 12,64" fill="hsl(${hue} 55% 42%)"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80">
  <rect width="100%" height="100%" fill="#ffffff"/>
  ${mark}
  <text x="84" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#1f2933">${name.replace('&', '&amp;')}</text>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The demo studio's logo: a framed "V" and the name, drawn at three times its 40 px height. */
export async function drawStudioLogo(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120">
  <rect x="6" y="6" width="108" height="108" rx="22" fill="#1a5f7a"/>
  <path d="M34 34 L60 88 L86 34" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="86" cy="34" r="8" fill="#f4a261"/>
  <text x="140" y="80" font-family="DejaVu Serif, Georgia, serif" font-size="54" font-weight="700" fill="#1f2933">${name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export async function demoWidgetBlocks(payload: Payload, req: PayloadRequest, photos: number[]): Promise<Record<string, unknown>[]> {
  const base = { req, overrideAccess: true } as const
  const photo = (n: number) => photos[n % photos.length]
  const logos = []
  for (const [index, name] of clientNames.entries()) {
    const data = await drawLogo(name, index)
    const media = await payload.create({
      ...base,
      collection: 'media',
      data: { alt: `${name} logo` },
      file: { data, mimetype: 'image/png', name: `client-${index + 1}.png`, size: data.length },
    })
    logos.push({ name, logo: media.id, url: `https://example.com/${name.toLowerCase().replace(/[^a-z]+/g, '-')}` })
  }

  return [
    {
      blockType: 'serviceTiles',
      heading: 'What we do',
      tiles: [
        { title: 'Fine-art prints', text: 'Archival pigment prints on matte cotton paper, signed and numbered.', image: photo(1), url: '/galleries/landscapes' },
        { title: 'Commissions', text: 'Landscapes and interiors for your walls, brand or book.', image: photo(4), url: '/contact' },
        { title: 'Workshops', text: 'Small groups, early mornings, one great location.', image: photo(6), url: '/about' },
        { title: 'Licensing', text: 'Editorial and commercial use of any photo in the archive.', image: photo(9), url: '/contact' },
      ],
    },
    {
      blockType: 'contentSlider',
      heading: 'Highlights',
      width: 1000,
      height: 500,
      animationMs: 500,
      pauseMs: 5000,
      autoplay: true,
      slides: [
        { image: photo(0), title: 'First light over the ridge', text: 'The series that started the studio.', link: { label: 'See the series', url: '/galleries/landscapes' } },
        { image: photo(3), title: 'Blue hour on the bridge', text: 'Ten minutes of light, a whole year of waiting.', link: { label: 'Read the story', url: '/blog/behind-the-landscapes-series' } },
        { image: photo(7), title: 'Storm over the plain', text: 'Large prints up to 150 cm wide.', link: { label: 'Ask about prints', url: '/contact' } },
        { image: photo(10), title: 'A drum and a glass of wine', text: 'New for this season.', link: { label: 'Browse the galleries', url: '/galleries' } },
      ],
    },
    {
      blockType: 'pieCharts',
      heading: 'By the numbers',
      size: 165,
      lineWidth: 3,
      charts: [
        { label: 'Clients who come back', value: 87, text: 'Most commissions come from people we have worked with.' },
        { label: 'Shot at golden hour', value: 72, text: 'The first and last hour of daylight.' },
        { label: 'Printed on archival paper', value: 100, text: 'Rated for a century behind glass.' },
        { label: 'Delivered early', value: 64, text: 'Ahead of the agreed date.' },
      ],
    },
    {
      blockType: 'tabs',
      heading: 'How we work',
      items: [
        { label: 'Plan', content: richText('We scout every location first, check the light and the weather, and plan the shoot around the best hour.') },
        { label: 'Shoot', content: richText('On location with one camera and two lenses. No drones, no composites: what you see was there.') },
        { label: 'Print', content: richText('Each photo is edited by hand and proofed before a lab prints the edition on cotton paper.') },
      ],
    },
    {
      blockType: 'accordion',
      heading: 'Questions',
      allowMultiple: false,
      openFirst: true,
      items: [
        { title: 'How long does a print take?', content: richText('Two weeks from order to your door: a week at the lab and a few days in transit.') },
        { title: 'Can I visit the studio?', content: richText('Yes, by appointment. Write to us and we will find a time.') },
        { title: 'Do you ship abroad?', content: richText('We ship prints worldwide in a rigid tube, insured and tracked.') },
        { title: 'Can I use a photo on my website?', content: richText('Yes, with a licence. Tell us where and how large, and we will send a quote.') },
      ],
    },
    {
      blockType: 'toggles',
      heading: 'Good to know',
      items: [
        { title: 'Returns', content: richText('Not happy with a print? Send it back within 30 days for a full refund.'), open: false },
        { title: 'Framing', content: richText('Every print can be framed in oak or black ash, with museum glass.'), open: false },
        { title: 'Gift cards', content: richText('Gift cards of any value, delivered by email or in a card.'), open: false },
      ],
    },
    { blockType: 'clientsCarousel', heading: 'Trusted by', perPage: 5, clients: logos },
    { blockType: 'postTabs', heading: 'From the blog', limit: 3 },
    { blockType: 'shareIcons', heading: 'Share this page', keywords: 'photography, landscape, prints' },
    { blockType: 'scrollToTop', label: 'Back to top' },
  ]
}
