/**
 * The page of Vitrine's embed frame, /embed-frame/{id} (docs/decisions/010): minimal HTML, no
 * site layout, that hosts an Instagram player and forwards the player's height to the gallery
 * page. Instagram's embed pages report their height by posting
 * `{"type":"MEASURE","details":{"height":N}}` (a JSON string) to their parent; the frame passes it
 * on as `{ vitrineEmbedSecret, height }` to its own parent, addressed to the site's origin, with
 * the secret the gallery page put in the frame address's hash. The page does the checking and the
 * clamping (height-message.ts).
 *
 * The script is the same for every frame, so the Content-Security-Policy allows it (and the one
 * style sheet) by hash: nothing else may run, load or be framed except Instagram's player.
 */
import { createHash } from 'node:crypto'

/** The only origin whose messages the frame reads, and the only one it may frame. */
export const INSTAGRAM_ORIGIN = 'https://www.instagram.com'

/** Runs in the frame. ES5 on purpose: it is served as written, with no build step. */
export const FRAME_SCRIPT = `(function () {
  'use strict';
  var match = /^#secret=([A-Za-z0-9]{16,64})$/.exec(location.hash);
  if (!match || window.parent === window) return;
  var secret = match[1];
  window.addEventListener('message', function (event) {
    var player = document.getElementById('player');
    if (event.origin !== ${JSON.stringify(INSTAGRAM_ORIGIN)} || !player || event.source !== player.contentWindow) return;
    var data = event.data;
    if (typeof data === 'string') {
      try { data = JSON.parse(data); } catch (error) { return; }
    }
    if (!data || data.type !== 'MEASURE' || !data.details) return;
    var height = data.details.height;
    if (typeof height !== 'number' || !isFinite(height)) return;
    window.parent.postMessage({ vitrineEmbedSecret: secret, height: height }, location.origin);
  });
})();`

const FRAME_STYLE = 'html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;width:100%;height:100%;border:0}'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The frame's Content-Security-Policy. `frame-ancestors 'self'`: only Vitrine's own pages may show it. */
export const FRAME_CSP = [
  "default-src 'none'",
  `script-src ${sha256(FRAME_SCRIPT)}`,
  `style-src ${sha256(FRAME_STYLE)}`,
  `frame-src ${INSTAGRAM_ORIGIN}`,
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

export const frameHeaders = (): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': FRAME_CSP,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
  // The frame is the same for every visitor (the secret travels in the hash, which no server
  // sees); a short lifetime lets an unpublished post disappear soon.
  'cache-control': 'public, max-age=300',
})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The frame's document. No landmark of its own: the page around it has the `main` landmark, and
 * a second unnamed one inside the frame would be a duplicate to assistive technology.
 */
export function embedFramePage({ title, playerUrl }: { title: string; playerUrl: string }): string {
  if (!playerUrl.startsWith(`${INSTAGRAM_ORIGIN}/`)) throw new Error('The embed frame hosts Instagram players only.')
  const name = escapeHtml(`${title} — Instagram post`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name}</title>
<style>${FRAME_STYLE}</style>
</head>
<body>
<script>${FRAME_SCRIPT}</script>
<iframe id="player" src="${escapeHtml(playerUrl)}" title="${name}" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" referrerpolicy="strict-origin-when-cross-origin"></iframe>
</body>
</html>
`
}
