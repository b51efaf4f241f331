/**
 * Polls `condition` until it holds (a truthy answer is returned) or `timeoutMs` passes (then
 * throws, naming `what`). Tests wait for what they need, never for a fixed time.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  options: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<T> {
  const { timeoutMs = 5_000, everyMs = 20, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await condition();
    if (answer) return answer;
    if (Date.now() >= deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
