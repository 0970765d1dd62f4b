/** The media player's defaults (SPEC.md section 9 and the playlist defaults of section 9). */
export const PLAYER_DEFAULTS = {
  volume: 0.8,
  supplied: 'mp3',
  preload: 'metadata',
  autohide: { holdMs: 1000, fadeInMs: 200, fadeOutMs: 600 },
  playlist: { autoPlay: false, loopOnPrevious: false, shuffleOnLoop: true, enableRemoveControls: false },
} as const
