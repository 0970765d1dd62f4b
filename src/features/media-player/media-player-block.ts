import type { Block, Where } from 'payload'

import { PLAYER_DEFAULTS } from './player-defaults'

/** Only audio or video uploads may be a track's file. */
const audioOrVideo = (): Where => ({ or: [{ mimeType: { like: 'audio/' } }, { mimeType: { like: 'video/' } }] })

/**
 * A media player with a playlist (issue 14, item 2): audio or video tracks from the media
 * library, each in one or more formats (the player plays the first the browser can).
 */
export const mediaPlayerBlock: Block = {
  slug: 'mediaPlayer',
  interfaceName: 'MediaPlayerBlock',
  labels: { singular: 'Media player', plural: 'Media players' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Also names the player for screen readers (default "Media player").' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'audio',
      options: [
        { label: 'Audio', value: 'audio' },
        { label: 'Video', value: 'video' },
      ],
    },
    {
      name: 'tracks',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      labels: { singular: 'Track', plural: 'Tracks' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'artist', type: 'text' },
          ],
        },
        { name: 'free', type: 'checkbox', label: 'Free download (visitors get a download link)', defaultValue: false },
        {
          name: 'sources',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 6,
          labels: { singular: 'Format', plural: 'Formats' },
          admin: { description: 'The same track in one or more formats (MP3, Ogg, WAV, MP4, WebM…). The player plays the first one the browser can.' },
          fields: [
            { name: 'file', type: 'upload', relationTo: 'media', filterOptions: audioOrVideo, admin: { description: 'From the media library.' } },
            { name: 'url', type: 'text', admin: { description: 'Or an address of the file elsewhere (https://…), when there is no upload.' } },
          ],
        },
      ],
    },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { description: 'Video only: the picture shown before playing.' } },
    {
      type: 'row',
      fields: [
        { name: 'volume', type: 'number', min: 0, max: 1, defaultValue: PLAYER_DEFAULTS.volume, admin: { step: 0.05, description: '0 to 1' } },
        { name: 'autoPlay', type: 'checkbox', label: 'Play the next track on its own', defaultValue: PLAYER_DEFAULTS.playlist.autoPlay },
        { name: 'loop', type: 'checkbox', label: 'Loop the playlist', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shuffleOnLoop', type: 'checkbox', label: 'Shuffle again at each loop', defaultValue: PLAYER_DEFAULTS.playlist.shuffleOnLoop },
        { name: 'loopOnPrevious', type: 'checkbox', label: 'Previous on the first track goes to the last', defaultValue: PLAYER_DEFAULTS.playlist.loopOnPrevious },
        { name: 'removeControls', type: 'checkbox', label: 'Visitors may remove tracks from their playlist', defaultValue: PLAYER_DEFAULTS.playlist.enableRemoveControls },
      ],
    },
  ],
}
