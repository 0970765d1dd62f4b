/** "Ada Lovelace" → "AL"; "owner@example.com" → "O". */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length) return (words[0]![0]! + (words.length > 1 ? words.at(-1)![0]! : '')).toUpperCase()
  return (email ?? '?').trim().charAt(0).toUpperCase() || '?'
}
