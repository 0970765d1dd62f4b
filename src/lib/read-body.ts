/**
 * The body of a request that takes a few kilobytes at most, read without holding more than that:
 * null as soon as it is larger than `maxBytes` (by its Content-Length, or while reading), so a
 * large or endless body is refused without being buffered. A body that breaks off throws.
 */
export async function readBodyAtMost(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
