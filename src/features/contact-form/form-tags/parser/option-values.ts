/** The values options and fields hold that CF7 checks the same way everywhere: dates, times, sizes. Pure. */

const datePattern = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/
const timePattern = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/
const limitPattern = /^([1-9][0-9]*)(b|kb|mb)?$/i

/** True for a real calendar date written YYYY-MM-DD (CF7's wpcf7_is_date). */
export function isIsoDate(text: string): boolean {
  const match = datePattern.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** True for HH:MM or HH:MM:SS on a 24-hour clock (CF7's wpcf7_is_time). */
export function isTime(text: string): boolean {
  const match = timePattern.exec(text)
  if (!match) return false
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59
}

/** `1048576`, `900kb`, `2mb` → bytes; null when unreadable. */
export function parseSizeLimit(text: string): number | null {
  const match = limitPattern.exec(text)
  if (!match) return null
  const unit = (match[2] ?? 'b').toLowerCase()
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1)
}
