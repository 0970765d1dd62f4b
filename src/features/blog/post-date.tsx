const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function PostDate({ value }: { value?: string | null }) {
  if (!value) return null
  return (
    <time className="post-date" dateTime={value}>
      {format.format(new Date(value))}
    </time>
  )
}
