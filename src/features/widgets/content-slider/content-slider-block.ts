import type { Block } from 'payload'

import { SLIDER_DEFAULTS } from './slider-state'

const positive = (min: number, max: number) => ({ type: 'number' as const, required: true, min, max })

/** Slides of picture and text that advance on their own; `#slide{N}` in the address starts at slide N. */
export const contentSliderBlock: Block = {
  slug: 'contentSlider',
  interfaceName: 'ContentSliderBlock',
  labels: { singular: 'Content slider', plural: 'Content sliders' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Also names the slider for screen readers (default "Highlights").' } },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Slide', plural: 'Slides' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          name: 'link',
          type: 'group',
          fields: [
            { name: 'label', type: 'text' },
            { name: 'url', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'width', ...positive(200, 4000), defaultValue: SLIDER_DEFAULTS.width, admin: { description: 'px; the slider scales down to fit' } },
        { name: 'height', ...positive(100, 4000), defaultValue: SLIDER_DEFAULTS.height, admin: { description: 'px at that width' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'animationMs', label: 'Animation (ms)', ...positive(0, 5000), defaultValue: SLIDER_DEFAULTS.animationMs },
        { name: 'pauseMs', label: 'Time per slide (ms)', ...positive(1000, 60000), defaultValue: SLIDER_DEFAULTS.pauseMs },
      ],
    },
    { name: 'autoplay', type: 'checkbox', defaultValue: true, label: 'Advance on its own (pauses on hover and focus)' },
  ],
}
