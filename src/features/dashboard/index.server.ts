import 'server-only'

export { dashboardPlugin } from './plugin'
