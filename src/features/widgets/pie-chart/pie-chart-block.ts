import type { Block } from 'payload'

import { PIE_DEFAULTS } from './pie-chart'

/** Percentages drawn as rings that fill when they come into view. */
export const pieChartBlock: Block = {
  slug: 'pieCharts',
  interfaceName: 'PieChartsBlock',
  labels: { singular: 'Pie charts', plural: 'Pie charts' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'charts',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Chart', plural: 'Charts' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'number', required: true, min: 0, max: 100, admin: { description: 'Percent, 0 to 100.' } },
        { name: 'text', type: 'textarea', admin: { description: 'A line under the chart.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'size', type: 'number', required: true, min: 60, max: 400, defaultValue: PIE_DEFAULTS.size, admin: { description: 'px' } },
        { name: 'lineWidth', type: 'number', required: true, min: 1, max: 40, defaultValue: PIE_DEFAULTS.lineWidth, admin: { description: 'px' } },
      ],
    },
  ],
}
