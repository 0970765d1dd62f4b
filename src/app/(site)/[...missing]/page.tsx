import { notFound } from 'next/navigation'

/**
 * Any address no other route has, however deep (`/a/b/c`): the site's own 404 page, with its
 * header and menu (./not-found.tsx), where Next answered with its plain one outside the site's
 * layout. Every more specific route (pages, galleries, the admin, the API) matches first.
 */
export default function MissingPage(): never {
  notFound()
}
