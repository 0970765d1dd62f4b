'use client'
/**
 * The gallery's images on its own admin screen (a `ui` field of the galleries collection):
 * thumbnails in their public order with the count, bulk upload with a progress bar per file,
 * reorder by drag or keyboard (dnd-kit, saved in one request to the reorder endpoint), inline
 * alt text, a details dialog (description, tags, price list), publish, delete, an embed by
 * address, and links to the public gallery in each view. Admin-only: no visitor page imports it.
 * See docs/decisions/035-gallery-management-in-the-admin.md.
 */
import './gallery-manager.css'

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { EmbedAdder } from './embed-adder.client'
import { ImageCard } from './image-card.client'
import { ImageDetails } from './image-details.client'
import { moveItem } from './image-order'
import { GalleryPreviews } from './gallery-previews.client'
import { isOk, refusalOf, sendJson } from './requests'
import { Uploader } from './uploader.client'
import type { AdminImage } from './types'

/** The gallery image's fields the screen shows and edits. */
const imageFields = ['alt', 'description', 'image', 'thumbUrl', 'imageUrl', 'embedUrl', 'embedStatus', 'embedError', 'filetype', 'published', 'order', 'tags', 'pricelist', 'pricelistSections']

export function GalleryManager() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}`
  if (id === undefined || id === null) {
    return (
      <div className="field-type vg-manager">
        <h2 className="vg-manager__title">Images</h2>
        <p>Save the gallery first: then you can add its photos here.</p>
      </div>
    )
  }
  return <Manager api={api} galleryId={Number(id)} />
}

function Manager({ api, galleryId }: { api: string; galleryId: number }) {
  const [images, setImages] = useState<AdminImage[] | null>(null)
  const [loadError, setLoadError] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [editing, setEditing] = useState<AdminImage | null>(null)
  const imagesRef = useRef<AdminImage[]>([])
  imagesRef.current = images ?? []

  const load = useCallback(async () => {
    const select = imageFields.map((field) => `select[${field}]=true`).join('&')
    const answer = await sendJson('GET', `${api}/gallery-images?where[gallery][equals]=${galleryId}&sort=order&pagination=false&depth=0&${select}`)
    if (!isOk(answer)) {
      setLoadError(refusalOf(answer, 'The images could not be loaded.'))
      return
    }
    const docs = ((answer.body as { docs?: AdminImage[] }).docs ?? []).slice()
    // The public order: by number, ties by id (images.server.ts).
    docs.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
    setLoadError('')
    setImages(docs)
  }, [api, galleryId])

  useEffect(() => {
    void load()
  }, [load])

  // An embed being fetched by the server's job: look again until it is ready or failed.
  const pending = images?.some((image) => image.embedUrl && image.embedStatus === 'pending') ?? false
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => void load(), 3000)
    return () => clearInterval(timer)
  }, [pending, load])

  const added = useCallback((image: AdminImage) => {
    setImages((list) => [...(list ?? []), image])
  }, [])

  const replaced = useCallback((image: AdminImage) => {
    setImages((list) => (list ?? []).map((item) => (item.id === image.id ? { ...item, ...image } : item)))
  }, [])

  const removed = useCallback((imageId: number) => {
    setImages((list) => (list ?? []).filter((item) => item.id !== imageId))
  }, [])

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const labelOf = useCallback((dragId: unknown) => {
    const list = imagesRef.current
    const index = list.findIndex((image) => image.id === Number(dragId))
    return index < 0 ? 'The image' : `“${list[index]?.alt || 'Untitled'}”`
  }, [])
  const positionOf = useCallback((dragId: unknown) => imagesRef.current.findIndex((image) => image.id === Number(dragId)) + 1, [])

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, image ${positionOf(active.id)} of ${imagesRef.current.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
      onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${imagesRef.current.length}.` : `${labelOf(active.id)} is not over a position.`),
      onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${labelOf(active.id)} dropped where it was.`),
      onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled. It is back at position ${positionOf(active.id)}.`,
    }),
    [labelOf, positionOf],
  )

  async function saveOrder(next: AdminImage[], previous: AdminImage[], movedId: number) {
    setImages(next)
    setAnnouncement('Saving the new order…')
    const answer = await sendJson('POST', `${api}/galleries/${galleryId}/reorder`, { ids: next.map((image) => image.id) })
    if (!isOk(answer)) {
      setImages(previous)
      setAnnouncement(`The new order was not saved: ${refusalOf(answer, 'the server refused it.')}`)
      return
    }
    setImages(next.map((image, index) => ({ ...image, order: index + 1 })))
    const position = next.findIndex((image) => image.id === movedId) + 1
    const moved = next[position - 1]
    setAnnouncement(`Order saved: “${moved?.alt || 'Untitled'}” is now image ${position} of ${next.length}.`)
  }

  function dragEnded({ active, over }: DragEndEvent) {
    const list = imagesRef.current
    if (!over || active.id === over.id) return
    const from = list.findIndex((image) => image.id === Number(active.id))
    const to = list.findIndex((image) => image.id === Number(over.id))
    if (from < 0 || to < 0) return
    void saveOrder(moveItem(list, from, to), list, Number(active.id))
  }

  function moveBy(imageId: number, step: number) {
    const list = imagesRef.current
    const from = list.findIndex((image) => image.id === imageId)
    const to = from + step
    if (from < 0 || to < 0 || to >= list.length) return
    void saveOrder(moveItem(list, from, to), list, imageId)
  }

  const count = images?.length ?? 0
  return (
    <section className="field-type vg-manager" aria-labelledby="vg-manager-title">
      <div className="vg-manager__head">
        <h2 className="vg-manager__title" id="vg-manager-title">
          Images <span className="vg-manager__count">{images === null ? '' : count === 1 ? '1 image' : `${count} images`}</span>
        </h2>
        <GalleryPreviews api={api} galleryId={galleryId} />
      </div>

      <Uploader api={api} galleryId={galleryId} onAdded={added} onSettled={() => void load()} />
      <EmbedAdder api={api} galleryId={galleryId} onAdded={added} />

      <p className="vg-manager__live" role="status" aria-live="polite">
        {announcement}
      </p>
      {loadError && (
        <p className="vg-manager__error" role="alert">
          {loadError}
        </p>
      )}
      {images === null && !loadError && <p>Loading the images…</p>}
      {images !== null && images.length === 0 && <p>No images yet. Drop photos above, or choose them with the button.</p>}
      {images !== null && images.length > 0 && (
        <>
          <p className="vg-manager__hint" id="vg-drag-hint">
            Drag a photo by its handle to change the order visitors see. By keyboard: focus a handle, press Space, move with the arrow keys, press Space again. The order is saved at once.
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnded}
            accessibility={{ announcements, screenReaderInstructions: { draggable: 'To pick up an image, press Space. Move it with the arrow keys, press Space again to drop it, Escape to cancel.' } }}
          >
            <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
              <ol className="vg-grid" aria-label="Images in the gallery’s order">
                {images.map((image, index) => (
                  <ImageCard
                    key={image.id}
                    api={api}
                    image={image}
                    position={index + 1}
                    total={images.length}
                    onChanged={replaced}
                    onDeleted={removed}
                    onEdit={() => setEditing(image)}
                    onMove={(step) => moveBy(image.id, step)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      {editing && (
        <ImageDetails
          api={api}
          image={editing}
          onClose={() => setEditing(null)}
          onSaved={(image) => {
            replaced(image)
            setEditing(null)
            setAnnouncement(`Saved “${image.alt}”.`)
          }}
        />
      )}
    </section>
  )
}
