/**
 * The code editor Payload's admin uses (Monaco) is served from our own origin, never from a CDN:
 * the admin must work on a machine without internet (decision 039). The version is part of the
 * URL so the files can be cached for a year; a unit test keeps it equal to the installed package.
 */
export const monacoVersion = '0.55.1'

/** Where the browser finds Monaco's AMD build (`loader.js`, `editor/editor.main.js`, …). */
export const monacoBasePath = `/vendor/monaco/${monacoVersion}/vs`
