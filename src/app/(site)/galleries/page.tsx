import { payloadInstance } from '@/app/payload.server'
import { GalleryCard } from '@/features/gallery'
import { listAlbums, listGalleries } from '@/features/gallery/index.server'
import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'

export async function generateMetadata() {
  const payload = await payloadInstance()
  return pageMetadata({ site: await getSite(payload), title: 'Galleries', path: '/galleries' })
}

export default async function GalleriesPage() {
  const payload = await payloadInstance()
  const [galleries, albums] = await Promise.all([listGalleries(payload), listAlbums(payload)])
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
