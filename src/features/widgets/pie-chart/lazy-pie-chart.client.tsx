'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show pie charts (server-rendered, then hydrated). */
export const LazyPieChart = dynamic(() => import('./pie-chart.client').then((module) => module.PieChart))
