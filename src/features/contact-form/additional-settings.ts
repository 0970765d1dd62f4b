/**
 * A form's "additional settings": one `name: value` a line, as CF7 writes them
 * (`acceptance_as_validation: on`, `disallowed_words: casino, viagra`). Pure.
 */

export type AdditionalSettings = ReadonlyMap<string, readonly string[]>

/** CF7's pattern for a setting line; other lines are comments or mistakes and are skipped. */
const settingLine = /^([a-zA-Z0-9_]+)[\t ]*:(.*)$/

/** Every setting by name; a name written on several lines keeps every value, in order. */
export function readAdditionalSettings(text: string | null | undefined): AdditionalSettings {
  const settings = new Map<string, string[]>()
  for (const line of (text ?? '').split(/\r\n|\r|\n/)) {
    const match = settingLine.exec(line.trim())
    if (!match) continue
    const values = settings.get(match[1]) ?? []
    values.push(match[2].trim())
    settings.set(match[1], values)
  }
  return settings
}

/** CF7's is_true: the last value of the setting is `on`, `true` or `1`. */
export function isSettingOn(settings: AdditionalSettings, name: string): boolean {
  const value = settings.get(name)?.at(-1)?.toLowerCase()
  return value === 'on' || value === 'true' || value === '1'
}

/** The last value of the setting is `off`, `false` or `0` (a setting left out is not off). */
export function isSettingOff(settings: AdditionalSettings, name: string): boolean {
  const value = settings.get(name)?.at(-1)?.toLowerCase()
  return value === 'off' || value === 'false' || value === '0'
}

/**
 * The words of every `disallowed_words:` line, split on commas. As CF7's disallowed list,
 * words shorter than 2 or longer than 256 characters are ignored: a one-letter word would
 * match nearly every message.
 */
export function disallowedWords(settings: AdditionalSettings): string[] {
  return (settings.get('disallowed_words') ?? [])
    .flatMap((value) => value.split(','))
    .map((word) => word.trim())
    .filter((word) => word.length >= 2 && word.length <= 256)
}
