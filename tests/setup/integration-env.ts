/** Runs in each integration test worker before the test file: points Payload at this run's database. */
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.DATA_DIR = inject('dataDir')
process.env.SEED_DEMO = 'false'
