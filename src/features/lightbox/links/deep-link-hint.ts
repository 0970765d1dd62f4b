/**
 * Whether an address may name an image for the popup (`#bwg…` or `image_id=`): a check cheap
 * enough for every page load, made before the deep-link code is fetched. Every address
 * parseDeepLink accepts passes it; most that pass are then parsed properly. Pure.
 */
export const mayNameImage = (hash: string, search: string): boolean => hash.startsWith('#bwg') || /[?&]image_id=/.test(search)
