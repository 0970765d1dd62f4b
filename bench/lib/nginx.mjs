/**
 * Debian's nginx serving fixed files, as the yardstick for the page table: the same bytes our
 * server answers, from one nginx worker (our server is one Node process), on this machine in the
 * same run. `.ci/run` installs the package; without it the nginx columns read n/a with a note.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { findFreePort } from '../../scripts/lib/server.mjs'

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

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
  default_type text/html;
  charset utf-8;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${site};
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const base = `http://127.0.0.1:${port}`
  const first = Object.keys(files)[0]
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim() || fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim()}`)
    try {
      if ((await fetch(`${base}/${first}`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (attempt > 50) throw new Error('nginx did not answer within 5 s')
    await sleep(100)
  }
  return {
    urlOf: (name) => `${base}/${name}`,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
