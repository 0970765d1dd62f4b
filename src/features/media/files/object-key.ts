/** The storage plugin's layout of a bucket (decision 028). Pure. */

/**
 * Where an upload's file lies in the bucket: the storage plugin's folder for the document
 * (`prefix`, then `_objectKey`, either may be empty) and the file's name.
 */
export function objectKeyOf(doc: { prefix?: string | null; _objectKey?: string | null }, filename: string): string {
  const clean = (part: string | null | undefined) => (part ?? '').replace(/\.\.+/g, '').replace(/^\/+|\/+$/g, '')
  return [clean(doc.prefix), clean(doc._objectKey), filename].filter(Boolean).join('/')
}
