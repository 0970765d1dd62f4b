/**
 * How a script that runs outside Next ends when loading its modules stalled (Node 20's module
 * hooks, scripts/lib/load-payload.ts): with 75 (EX_TEMPFAIL) from loadPayload's deadline, or with
 * Node's own 13 for a top-level await that never settled. Its caller may run it again.
 */
export const LOAD_STALLED_EXIT = 75

/** Whether a script's exit code says its loading stalled (and running it again may succeed). */
export function stalledWhileLoading(code: number | null): boolean {
  return code === LOAD_STALLED_EXIT || code === 13
}
