/**
 * `npm run media:sizes`: makes the image sizes that uploads from before a size was added lack
 * (the thumbnails view's cropped tile, docs/decisions/046), then exits. Safe to run again: an
 * upload that has all its sizes is left alone. Works on the configured database and storage
 * (DATABASE_URL, S3_BUCKET); a running server shows the new sizes at once.
 */
import { makeMissingSizes } from '@/features/media/index.server'

import { runScript } from './lib/run-script'

await runScript(async (payload) => {
  let shown = 0
  const result = await makeMissingSizes(payload, ({ done, total }) => {
    // A line every 5 % (and the last), not one per photo.
    if (done === total || done - shown >= Math.max(1, Math.ceil(total / 20))) {
      shown = done
      console.log(`Sizes made for ${done} of ${total} uploads…`)
    }
  })
  if (!result.checked) console.log('Every upload has all its sizes: nothing to do.')
  else console.log(`Done: ${result.remade} of ${result.checked} uploads have their new sizes.`)
  for (const { id, message } of result.failed) console.error(`Media ${id}: ${message}`)
  return result.failed.length ? 1 : 0
})
