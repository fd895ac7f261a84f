/**
 * Runs a task when the browser is next idle (`requestIdleCallback`, at the latest after
 * `timeoutMs`), or after a short delay where idle callbacks are missing.
 * @param timeoutMs the longest wait for an idle period, ms
 * @returns cancels the task if it has not run yet
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
