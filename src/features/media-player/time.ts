/** How the player writes a time: "1:05" on screen, "1 minute 5 seconds" for screen readers. */

const whole = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0)

export function clockTime(seconds: number): string {
  const s = whole(seconds)
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

export function spokenTime(seconds: number): string {
  const s = whole(seconds)
  const minutes = Math.floor(s / 60)
  const parts = [minutes ? plural(minutes, 'minute') : '', s % 60 || !minutes ? plural(s % 60, 'second') : ''].filter(Boolean)
  return parts.join(' ')
}

/** The seek bar's aria-valuetext: "12 seconds of 31 seconds" (the length is left out while unknown). */
export const seekText = (current: number, duration: number) => (whole(duration) ? `${spokenTime(current)} of ${spokenTime(duration)}` : spokenTime(current))
