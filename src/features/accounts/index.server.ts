import 'server-only'

export { accountsPlugin } from './plugin'
