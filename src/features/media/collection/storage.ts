import path from 'node:path'

import { getEnv } from '@/lib/env'

/** Where uploads are stored (the media collection's `staticDir`): `${DATA_DIR}/media`. */
export const mediaDir = (): string => path.resolve(getEnv().DATA_DIR, 'media')
