import fs from 'node:fs'

import sharp from 'sharp'

/**
 * The demo galleries' photographs: freely licensed pictures from two Debian packages of desktop
 * backgrounds, `lomiri-wallpapers-16.04` (Creative Commons) and `mate-backgrounds` (GPL-2+),
 * resized at seed time (docs/decisions/025, sources and licences in docs/credits.md). Where a
 * package is not installed, the seed draws a picture instead (./demo-images.ts).
 */
export type DemoPhoto = { title: string; file: string; author: string; licence: string }

const lomiri = (name: string, author: string, licence: string) => ({ file: `/usr/share/backgrounds/${name}.jpg`, author, licence })
const mate = (name: string) => ({ file: `/usr/share/backgrounds/mate/nature/${name}.jpg`, author: 'MATE desktop artwork', licence: 'GPL-2.0-or-later' })

export const demoPhotos: Record<'landscapes' | 'abstracts', DemoPhoto[]> = {
  landscapes: [
    { title: 'First light over the ridge', ...lomiri('sunset_by_Aitzol_Berasategi', 'Aitzol Berasategi', 'CC-BY-4.0') },
    { title: 'Quiet valley', ...lomiri('aitzgorri_by_Aitzol_Berasategi', 'Aitzol Berasategi', 'CC-BY-4.0') },
    { title: 'Trail to the peaks', ...lomiri('picosdeeuropa_by_Aitzol_Berasategi', 'Aitzol Berasategi', 'CC-BY-4.0') },
    { title: 'Blue hour on the bridge', ...lomiri('Bridge_by_Sander_Klootwijk', 'Sander Klootwijk', 'CC-BY-SA-4.0') },
    { title: 'Forest stream', ...lomiri('life_by_Aitzol_Berasategi', 'Aitzol Berasategi', 'CC-BY-4.0') },
    { title: 'Seed heads at sunset', ...lomiri('seeding_by_Clements_Engelhardt', 'Clemens Engelhardt', 'CC0-1.0') },
    { title: 'Dune grass by the sea', ...mate('Dune') },
    { title: 'Storm over the plain', ...mate('Storm') },
    { title: 'Dragonfly in the hedge', ...lomiri('Dragonfly_by_Bolly', '“Bolly”', 'CC-BY-SA-4.0') },
    { title: 'Two friends at the window', ...lomiri('friends_by_Aitzol_Berasategi', 'Aitzol Berasategi', 'CC-BY-4.0') },
    { title: 'A drum and a glass of wine', ...lomiri('Wine_by_Jakkub_Mede', 'Jakkub Mede', 'CC-BY-SA-4.0') },
    { title: 'Bird under the lamps', ...lomiri('free_by_Peter_Nerlich', 'Peter Nerlich', 'CC-BY-SA-4.0') },
    { title: 'Half past ten', ...lomiri('greentock_by_Peter_Nerlich', 'Peter Nerlich', 'CC-BY-SA-4.0') },
    { title: 'Fig in a red bowl', ...lomiri('Picture_0B_by_freespace', 'Trevor “Freespace”', 'CC-BY-4.0') },
    { title: 'Paint brushes', ...lomiri('Picture_1A_by_freespace', 'Trevor “Freespace”', 'CC-BY-4.0') },
  ],
  abstracts: [
    { title: 'Water drop', ...mate('Aqua') },
    { title: 'Leaf lines', ...mate('Blinds') },
    { title: 'Orange bloom', ...mate('FreshFlower') },
    { title: 'Marigold', ...mate('Garden') },
    { title: 'New grass', ...mate('GreenMeadow') },
    { title: 'Ladybird', ...mate('LadyBird') },
    { title: 'Raindrops on a leaf', ...mate('RainDrops') },
    { title: 'Seeds taking off', ...mate('TwoWings') },
    { title: 'Grain of the wood', ...mate('Wood') },
    { title: 'Yellow petals', ...mate('YellowFlower') },
    { title: 'Colour field', ...lomiri('umang_by_Abhishek_Mudgal', 'Abhishek Mudgal', 'CC-BY-SA-4.0') },
    { title: 'Speckled light', ...lomiri('analogpattern_by_Peter_Nerlich', 'Peter Nerlich', 'CC-BY-SA-4.0') },
  ],
}

/**
 * One demo photograph as a JPEG no larger than the drawn pictures (1600 px wide, or a 1000×1400
 * portrait crop around the most interesting part when `portrait`), or null when its package is
 * not installed.
 */
export async function loadDemoPhoto(photo: DemoPhoto, portrait: boolean): Promise<{ data: Buffer; width: number; height: number } | null> {
  if (!fs.existsSync(photo.file)) return null
  const image = sharp(photo.file).rotate()
  const resized = portrait
    ? image.resize(1000, 1400, { fit: 'cover', position: sharp.strategy.attention })
    : image.resize(1600, 1200, { fit: 'inside', withoutEnlargement: true })
  const { data, info } = await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}
