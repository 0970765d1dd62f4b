import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import type { Media, MediaPlayerBlock } from '@/payload-types'

import { MediaPlayerView, toPlayerProps } from './media-player-view'

const media = (id: number, filename: string, mimeType: string, filesize = 1_258_291): Media => ({
  id,
  alt: filename,
  url: `/api/media/file/${filename}`,
  filename,
  mimeType,
  filesize,
  updatedAt: '',
  createdAt: '',
})

const block: MediaPlayerBlock = {
  id: 'b1',
  blockType: 'mediaPlayer',
  heading: 'Sound sketches',
  kind: 'audio',
  tracks: [
    { id: 't1', title: 'Morning Walk', artist: 'Vitrine Studio', free: true, sources: [{ file: media(1, 'morning-walk-1a2b3c4d.wav', 'audio/wav') }, { file: media(2, 'morning-walk-5e6f7a8b.flac', 'audio/flac') }] },
    { id: 't2', title: 'Harbour <Lights> & "Co"', artist: null, free: false, sources: [{ url: 'https://media.example/harbour.mp3' }] },
    { id: 't3', title: 'Not there', free: true, sources: [{ file: 7 }, { url: 'javascript:alert(1)' }] },
  ],
}

async function serverHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node)
  return new Response(prelude).text()
}

describe('the media player block on the server (works without JavaScript)', () => {
  it('is the browser’s own player with the first track’s formats, preload metadata, and the playlist as a list', async () => {
    const html = await serverHtml(<MediaPlayerView block={block} />)
    expect(html).toContain('<section class="media-player-block" aria-labelledby="player-b1-heading"><h2 id="player-b1-heading"')
    expect(html).toMatch(/<audio class="player__media" controls="" preload="metadata" aria-label="Sound sketches: Morning Walk">/)
    expect(html).toContain('<source src="/api/media/file/morning-walk-1a2b3c4d.wav" type="audio/wav"/><source src="/api/media/file/morning-walk-5e6f7a8b.flac" type="audio/flac"/></audio>')
    expect(html).toContain('<ol class="player__playlist" aria-label="Playlist">')
    expect(html).toContain('<span class="player__track-title">Morning Walk</span><span class="player__track-artist">Vitrine Studio</span>')
    // Visitor-facing text is escaped.
    expect(html).toContain('Harbour &lt;Lights&gt; &amp; &quot;Co&quot;')
    // No buttons that would do nothing without the player's code.
    expect(html).not.toContain('<button')
  })

  it('offers free tracks for download, saying the format and size', async () => {
    const html = await serverHtml(<MediaPlayerView block={block} />)
    expect(html).toMatch(/<a class="player__download" href="\/api\/media\/file\/morning-walk-1a2b3c4d.wav" download="">.*Download<span class="visually-hidden"> “Morning Walk” \(WAV, 1.2 MB\)<\/span><\/a>/)
    expect(html.match(/player__download/g)).toHaveLength(1)
  })
})

describe('toPlayerProps', () => {
  it('gives each format its real type, an outside address the type of its extension, and drops unreadable or unsafe sources', () => {
    const props = toPlayerProps(block)
    expect(props.tracks.map((track) => track.sources)).toEqual([
      [
        { src: '/api/media/file/morning-walk-1a2b3c4d.wav', type: 'audio/wav' },
        { src: '/api/media/file/morning-walk-5e6f7a8b.flac', type: 'audio/flac' },
      ],
      [{ src: 'https://media.example/harbour.mp3', type: 'audio/mpeg' }],
      // An upload the visitor may not read arrives as a bare id; a javascript: address is never played.
      [],
    ])
    expect(props.tracks[2].download).toBeNull()
  })

  it('takes the spec’s defaults where the block is silent (volume 0.8, autoplay off, loopOnPrevious off, shuffleOnLoop on, remove controls off)', () => {
    const props = toPlayerProps({ ...block, heading: null, volume: null })
    expect(props).toMatchObject({
      label: 'Media player',
      kind: 'audio',
      volume: 0.8,
      loop: false,
      options: { autoPlay: false, loopOnPrevious: false, shuffleOnLoop: true },
      removeControls: false,
      poster: null,
    })
    expect(toPlayerProps({ ...block, volume: 7 }).volume).toBe(0.8)
    expect(toPlayerProps({ ...block, volume: 0.25 }).volume).toBe(0.25)
  })

  it('renders nothing for a block without tracks', async () => {
    expect(await serverHtml(<MediaPlayerView block={{ ...block, tracks: [] }} />)).toBe('')
  })
})
