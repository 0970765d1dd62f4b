/**
 * Debian's nginx in the bench: serving fixed files, as the yardstick for the page table (the same
 * bytes our server answers, from one nginx worker, as our server is one Node process, on this
 * machine in the same run), and in front of our server with TLS and HTTP/2, as a site is
 * deployed, for the Lighthouse section. `.ci/run` installs the packages; without nginx the nginx
 * columns read n/a with a note.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { findFreePort } from '../../scripts/lib/server.mjs'

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

/**
 * Runs nginx, one worker in the foreground, from a folder of its own with `http` (the inside of
 * the config's `http` block) and waits until `ready()` is true. Returns `stop()`, which also
 * removes the folder.
 */
async function runNginx(dir, http, ready) {
  const temp = (name) => `${name} ${path.join(dir, name)};`
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')} ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}
${http}
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const stop = async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    fs.rmSync(dir, { recursive: true, force: true })
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      const reason = stderr.trim() || fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim()
      fs.rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx exited: ${reason}`)
    }
    if (await ready()) return stop
    if (attempt > 50) {
      await stop()
      throw new Error('nginx did not answer within 5 s')
    }
    await sleep(100)
  }
}

/**
 * Starts nginx on a free port, serving `files` ({ "home.html": Buffer }) as text/html.
 * Returns `{ urlOf(name), stop() }`.
 */
export async function startNginx(files) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-nginx-'))
  const site = path.join(dir, 'site')
  fs.mkdirSync(site)
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(site, name), bytes)
  const port = await findFreePort(0)
  const base = `http://127.0.0.1:${port}`
  const first = Object.keys(files)[0]
  const stop = await runNginx(
    dir,
    `  default_type text/html;
  charset utf-8;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${site};
  }`,
    () => fetch(`${base}/${first}`).then((response) => response.ok, () => false),
  )
  return { urlOf: (name) => `${base}/${name}`, stop }
}

/**
 * Debian's nginx in front of our server as a site is deployed (README, "Deploying"): TLS with a
 * certificate made for this run (Debian's `openssl`), HTTP/2 to the browser, keep-alive HTTP/1.1
 * to our server, `X-Forwarded-Proto: https`. Lighthouse audits the pages through it as well as
 * directly (bench/lib/lighthouse.mjs). Returns `{ origin, stop() }`.
 */
export async function startTlsProxy(upstreamOrigin) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)')
  const upstream = new URL(upstreamOrigin)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-tls-'))
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { encoding: 'utf8' })
  if (made.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`openssl could not make a certificate: ${(made.stderr || made.error?.message || '').trim()}`)
  }
  const port = await findFreePort(0)
  // Listening is enough: the certificate is this run's own, which fetch would refuse.
  const stop = await runNginx(
    dir,
    `  upstream vitrine { server ${upstream.host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://vitrine;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_buffering off;
    }
  }`,
    () => listening(port),
  )
  return { origin: `https://127.0.0.1:${port}`, stop }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}
