'use client'

import { onDemand } from '@/lib/on-demand.client'

/** Loaded when a pie chart comes into view (server-rendered, hydrated then; it animates on coming into view anyway). */
export const LazyPieChart = onDemand('pie-chart', () => import('./pie-chart.client').then((module) => module.PieChart))
