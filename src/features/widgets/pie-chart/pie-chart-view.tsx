import type { PieChartsBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyPieChart } from '../lazy-widgets.client'
import { PIE_DEFAULTS } from './pie-chart'

export function PieChartsView({ block }: { block: PieChartsBlock }) {
  return (
    <WidgetSection id={block.id} heading={block.heading} className="pie-charts-block">
      <div className="pie-charts">
        {(block.charts ?? []).map((chart, index) => (
          <LazyPieChart
            key={chart.id ?? index}
            label={chart.label}
            value={chart.value}
            text={chart.text}
            size={block.size ?? PIE_DEFAULTS.size}
            lineWidth={block.lineWidth ?? PIE_DEFAULTS.lineWidth}
          />
        ))}
      </div>
    </WidgetSection>
  )
}
