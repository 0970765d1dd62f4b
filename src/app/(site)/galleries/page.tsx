import { GalleryCard } from '@/features/blocks/gallery-block'
import { listAlbums, listGalleries } from '@/features/gallery/queries.server'
import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

export async function generateMetadata() {
  return pageMetadata({ site: await getSite(), title: 'Galleries', path: '/galleries' })
}

export default async function GalleriesPage() {
  const [galleries, albums] = await Promise.all([listGalleries(), listAlbums()])
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
      {albums.length > 0 && (
        <section aria-labelledby="albums-heading">
          <h2 id="albums-heading">Albums</h2>
          <ul className="cards">
            {albums.map((album) => (
              <li key={album.id}>
                <GalleryCard gallery={album} href={`/albums/${album.slug}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
