import type { Field } from 'payload'

import { watermarkSourceFields } from './watermark'

/**
 * The slideshow settings of SPEC.md section 3, per gallery. Defaults follow the original plugin:
 * an 800×500 stage, a horizontal filmstrip, a 5-second interval, looping on.
 */
export const slideshowSettingsField: Field = {
  name: 'slideshow',
  type: 'group',
  admin: { description: 'How this gallery plays as a slideshow.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'imageWidth', type: 'number', defaultValue: 800, min: 100, max: 4000 },
        { name: 'imageHeight', type: 'number', defaultValue: 500, min: 100, max: 4000 },
      ],
    },
    {
      name: 'navigation',
      type: 'select',
      defaultValue: 'filmstrip',
      options: [
        { value: 'filmstrip', label: 'Filmstrip' },
        { value: 'dots', label: 'Dots' },
        { value: 'none', label: 'None' },
      ],
    },
    {
      name: 'filmstripDirection',
      type: 'select',
      defaultValue: 'horizontal',
      options: [
        { value: 'horizontal', label: 'Horizontal' },
        { value: 'vertical', label: 'Vertical' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'filmstripWidth', type: 'number', defaultValue: 90, min: 20, max: 500 },
        { name: 'filmstripHeight', type: 'number', defaultValue: 90, min: 20, max: 500 },
        { name: 'playPauseButtonSize', type: 'number', defaultValue: 60, min: 10, max: 200 },
      ],
    },
    { name: 'autoplay', type: 'checkbox', defaultValue: false },
    { name: 'interval', type: 'number', defaultValue: 5, min: 1, max: 120, admin: { description: 'Seconds between slides.' } },
    { name: 'enableShuffle', type: 'checkbox', defaultValue: false },
    { name: 'enableLoop', type: 'checkbox', defaultValue: true },
    {
      name: 'preloadImages',
      type: 'number',
      defaultValue: 5,
      min: 0,
      admin: { description: 'How many images to load ahead. 0 loads all of them.' },
    },
    ...watermarkSourceFields,
    {
      type: 'row',
      fields: [
        { name: 'watermarkWidth', type: 'number', defaultValue: 90, min: 0 },
        { name: 'watermarkHeight', type: 'number', defaultValue: 90, min: 0 },
        { name: 'watermarkFontSize', type: 'number', defaultValue: 20, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'titleFontSize', type: 'number', defaultValue: 16, min: 0 },
        { name: 'descriptionFontSize', type: 'number', defaultValue: 14, min: 0 },
      ],
    },
    { name: 'showTitle', type: 'checkbox', defaultValue: true },
    { name: 'showDescription', type: 'checkbox', defaultValue: true },
  ],
}
