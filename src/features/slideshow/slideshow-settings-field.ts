import type { Field } from 'payload'

import { watermarkSourceFields } from '@/features/media'

import { slideshowDefaults as d } from './slideshow-settings'

/**
 * The slideshow settings of SPEC.md section 3, per gallery (the `slideshow` group of the galleries
 * collection). Defaults follow the original plugin (slideshow-settings.ts): an 800×500 stage, a
 * horizontal filmstrip, a 5-second interval, looping on.
 */
export const slideshowSettingsField: Field = {
  name: 'slideshow',
  type: 'group',
  admin: { description: 'How this gallery plays as a slideshow.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'imageWidth', type: 'number', defaultValue: d.imageWidth, min: 100, max: 4000 },
        { name: 'imageHeight', type: 'number', defaultValue: d.imageHeight, min: 100, max: 4000 },
      ],
    },
    {
      name: 'navigation',
      type: 'select',
      defaultValue: d.navigation,
      options: [
        { value: 'filmstrip', label: 'Filmstrip' },
        { value: 'dots', label: 'Dots' },
        { value: 'none', label: 'None' },
      ],
    },
    {
      name: 'filmstripDirection',
      type: 'select',
      defaultValue: d.filmstripDirection,
      options: [
        { value: 'horizontal', label: 'Horizontal' },
        { value: 'vertical', label: 'Vertical' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'filmstripWidth', type: 'number', defaultValue: d.filmstripWidth, min: 20, max: 500 },
        { name: 'filmstripHeight', type: 'number', defaultValue: d.filmstripHeight, min: 20, max: 500 },
        { name: 'playPauseButtonSize', type: 'number', defaultValue: d.playPauseButtonSize, min: 10, max: 200 },
      ],
    },
    { name: 'autoplay', type: 'checkbox', defaultValue: d.autoplay },
    { name: 'interval', type: 'number', defaultValue: d.interval, min: 1, max: 120, admin: { description: 'Seconds between slides.' } },
    { name: 'enableShuffle', type: 'checkbox', defaultValue: d.enableShuffle },
    { name: 'enableLoop', type: 'checkbox', defaultValue: d.enableLoop },
    {
      name: 'preloadImages',
      type: 'number',
      defaultValue: d.preloadImages,
      min: 0,
      admin: { description: 'How many images to load ahead. 0 loads all of them.' },
    },
    ...watermarkSourceFields,
    {
      type: 'row',
      fields: [
        { name: 'watermarkWidth', type: 'number', defaultValue: d.watermarkWidth, min: 0 },
        { name: 'watermarkHeight', type: 'number', defaultValue: d.watermarkHeight, min: 0 },
        { name: 'watermarkFontSize', type: 'number', defaultValue: d.watermarkFontSize, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'titleFontSize', type: 'number', defaultValue: d.titleFontSize, min: 0 },
        { name: 'descriptionFontSize', type: 'number', defaultValue: d.descriptionFontSize, min: 0 },
      ],
    },
    { name: 'showTitle', type: 'checkbox', defaultValue: d.showTitle },
    { name: 'showDescription', type: 'checkbox', defaultValue: d.showDescription },
  ],
}
