/**
 * Share links to social sites, built from the page's title, address, keywords and description
 * (SPEC.md section 7). Plain links to each site's own share page: no script of theirs loads,
 * nothing is sent to them until the visitor follows one.
 */
export const shareNetworks = ['facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'whatsapp', 'email'] as const

export type ShareNetwork = (typeof shareNetworks)[number]

export const shareNetworkNames: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  email: 'email',
}

export type SharedPage = { title: string; url: string; keywords?: string | null; description?: string | null }

/** Keywords as hashtags: words and digits only, at most five. */
export function hashtags(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((word) => word.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean)
    .slice(0, 5)
}

export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  const q = (params: Record<string, string | undefined>) =>
    Object.entries(params)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&')
  const description = page.description?.trim() || undefined
  const tags = hashtags(page.keywords)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: page.url })}`
    case 'x':
      return `https://x.com/intent/post?${q({ text: page.title, url: page.url, hashtags: tags.join(',') || undefined })}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: page.url })}`
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?${q({ url: page.url, description: description ?? page.title })}`
    case 'reddit':
      return `https://www.reddit.com/submit?${q({ url: page.url, title: page.title })}`
    case 'whatsapp':
      return `https://wa.me/?${q({ text: `${page.title} ${page.url}` })}`
    case 'email':
      return `mailto:?${q({ subject: page.title, body: [description, page.url].filter(Boolean).join('\n\n') })}`
  }
}
