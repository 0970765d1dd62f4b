import { GalleryCard } from '@/features/blocks/gallery-block'
import { listGalleries } from '@/features/gallery/queries.server'
import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

export async function generateMetadata() {
  return pageMetadata({ site: await getSite(), title: 'Galleries', path: '/galleries' })
}

export default async function GalleriesPage() {
  const galleries = await listGalleries()
  return (
    <div className="page">
      <h1 className="page__title">Galleries</h1>
      {galleries.length ? (
        <ul className="cards">
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <GalleryCard gallery={gallery} />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no galleries yet.</p>
      )}
    </div>
  )
}
