import { shareNetworkNames, shareUrl, type SharedPage, type ShareNetwork } from './share-links'

/** Simple monochrome marks, drawn here (no icon font, nothing fetched). */
const marks: Record<ShareNetwork, string> = {
  facebook: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.5V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.4H8v3h2.5V21z',
  x: 'M4 4h4.6l3.7 5.2L16.8 4H19l-5.7 6.6L20 20h-4.6l-4-5.6L6.5 20H4.3l6.1-7z',
  linkedin: 'M5 9h3v11H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5M10 9h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V20h-3v-5.6c0-1.3 0-3-1.9-3s-2 1.4-2 2.9V20H10z',
  pinterest: 'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-1.9 0-2.8l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.2 0 .8.3 1.7.7 2.2l.1.3-.3 1.1c0 .2-.2.2-.4.1-1.2-.6-1.9-2.3-1.9-3.7 0-3 2.2-5.8 6.3-5.8 3.3 0 5.9 2.4 5.9 5.5 0 3.3-2.1 5.9-4.9 5.9-1 0-1.9-.5-2.2-1.1l-.6 2.3c-.2.8-.8 1.9-1.2 2.6A9 9 0 1 0 12 3',
  reddit: 'M20 12.2a1.9 1.9 0 0 0-3.2-1.3 9.3 9.3 0 0 0-4.6-1.4l.8-3.7 2.6.6a1.3 1.3 0 1 0 .1-.8l-2.9-.6a.4.4 0 0 0-.5.3l-.9 4.2a9.3 9.3 0 0 0-4.7 1.4 1.9 1.9 0 1 0-2.1 3.1v.6c0 2.9 3.4 5.3 7.5 5.3s7.5-2.4 7.5-5.3v-.6a1.9 1.9 0 0 0 .9-1.8M8.3 13.5a1.3 1.3 0 1 1 2.6 0 1.3 1.3 0 0 1-2.6 0m7.2 3.4a4.7 4.7 0 0 1-3.5 1.1 4.7 4.7 0 0 1-3.5-1.1.4.4 0 0 1 .5-.5 4 4 0 0 0 3 .9 4 4 0 0 0 3-.9.4.4 0 0 1 .5.5m-.3-2.1a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6',
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.4L3 21l4.7-1.2A9 9 0 1 0 12 3m0 16.4c-1.4 0-2.8-.4-4-1.1l-.3-.2-2.8.7.7-2.7-.2-.3A7.4 7.4 0 1 1 12 19.4m4.1-5.5c-.2-.1-1.3-.7-1.5-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.6c-.2-.4-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2c0 1.2.9 2.3 1 2.5s1.7 2.6 4.1 3.7c1.5.6 2.1.7 2.9.6.5-.1 1.3-.5 1.5-1.1.2-.5.2-1 .1-1.1l-.5-.3',
  email: 'M3 6h18v12H3zm2 2v.3l7 4.4 7-4.4V8zm0 2.7V16h14v-5.3l-7 4.4z',
}

/** Plain share links: nothing of the social sites loads until the visitor follows one. */
export function ShareIcons({ page, networks, heading }: { page: SharedPage; networks: ShareNetwork[]; heading?: string | null }) {
  return (
    <div className="share-icons">
      {heading && <p className="share-icons__heading">{heading}</p>}
      <ul className="share-icons__list">
        {networks.map((network) => (
          <li key={network}>
            <a
              className="share-icons__link"
              data-network={network}
              href={shareUrl(network, page)}
              {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={marks[network]} fill="currentColor" />
              </svg>
              <span className="visually-hidden">
                {network === 'email' ? 'Share by email' : `Share on ${shareNetworkNames[network]}`}
                {network === 'email' ? '' : ' (opens in a new tab)'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
