/**
 * The gallery's views, named once. The block's view select, the galleries collection's default
 * view, the URL's `type_{view}` parameter and the renderers of gallery-view.tsx all derive from
 * this list. Its order is the admin's order and the order of the migrations' enums: keep it.
 */
export const galleryViews = ['thumbnails', 'masonry', 'mosaic', 'blog_style', 'album', 'slideshow'] as const
export type GalleryView = (typeof galleryViews)[number]

/** Views that show a gallery's images: every view but the album (which lists galleries). */
export type ImageView = Exclude<GalleryView, 'album'>
export const imageViews: readonly ImageView[] = galleryViews.filter((view): view is ImageView => view !== 'album')

export const isImageView = (value: unknown): value is ImageView => (imageViews as readonly unknown[]).includes(value)

/** The view a gallery or block shows unless told otherwise. */
export const DEFAULT_VIEW = 'thumbnails' satisfies ImageView

/** A view's name in the admin: `blog_style` is "blog style". */
export const viewLabel = (view: GalleryView): string => view.replace('_', ' ')

/** Select options of the given views, labelled for the admin. */
export const viewOptions = (views: readonly GalleryView[]) => views.map((value) => ({ value, label: viewLabel(value) }))
