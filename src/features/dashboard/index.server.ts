import 'server-only'

export { dashboardPlugin } from './plugin'
export { dashboardData, type DashboardData } from './dashboard-data.server'
export { addPageViews } from './sql.server'
