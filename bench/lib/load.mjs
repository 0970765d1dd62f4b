/**
 * Throughput and latency of one page under steady load, measured with autocannon.
 */
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

/** Fixed so runs stay comparable with each other. */
export const LOAD = { connections: 10, durationSeconds: 10, warmUpRequests: 5 }

/**
 * A few sequential requests before measuring, so one-off costs (module loading, first render,
 * filling caches, JIT) do not land in the measured window. Returns the last status seen.
 */
export async function warmUp(url, count = LOAD.warmUpRequests) {
  let status = 0
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
    status = response.status
  }
  return status
}

/**
 * Runs autocannon against `url`. Note that autocannon sends no Accept-Encoding header, so the HTML
 * comes back uncompressed: this measures rendering and serving, not gzip. Client and server share
 * the machine, so compare numbers between runs on the same machine only.
 */
export async function measureLoad(url, headers = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
  })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    // Connection errors and timeouts are not HTTP answers, so non2xx does not count them.
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** Busy and total CPU time, summed over all cores, since boot. */
function cpuTimes() {
  let busy = 0
  let total = 0
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle
    busy += all - times.idle
    total += all
  }
  return { busy, total }
}

/**
 * How busy the machine is (0–1) over `ms`, sampled while the benchmarked server sits idle: this is
 * other work (a build, tests, a browser) that will compete with the server and skew its numbers.
 */
export async function backgroundCpuLoad(ms = 1000) {
  const before = cpuTimes()
  await sleep(ms)
  const after = cpuTimes()
  const total = after.total - before.total
  return total > 0 ? (after.busy - before.busy) / total : 0
}
