/**
 * Where an image can be shared: its own page's address with its title and description, to the
 * usual networks and by e-mail. Pure. Nothing is requested from a network until the visitor
 * follows one of these links.
 */

export type ShareTarget = { name: string; href: string }

export type Shared = {
  /** The image's own page, absolute. */
  url: string
  title: string
  description?: string | null
  /** The picture, absolute (Pinterest asks for it). */
  image?: string | null
}

const q = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  return search.toString()
}

export function shareTargets({ url, title, description, image }: Shared): ShareTarget[] {
  const text = description ? `${title}: ${description}` : title
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?${q({ url, text: title })}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?${q({ url, media: image, description: text })}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?${q({ url, title })}` },
    { name: 'Tumblr', href: `https://www.tumblr.com/widgets/share/tool?${q({ canonicalUrl: url, title, caption: description })}` },
    // encodeURIComponent, not URLSearchParams: mail programs read %20, not +, as a space.
    { name: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ]
}
