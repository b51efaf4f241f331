import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading): calls whose
 * work differs with whether an address has an account answer after the same time either way
 * (issue 11, account enumeration). Work that overruns the floor answers when it is done.
 */
export async function noSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - performance.now();
  if (wait > 0) await sleep(wait);
}

/**
 * Runs `work` and answers no sooner than `floorMs` after the start, whether it returns or throws:
 * an error answer (a taken username, a failed proof) must take as long as a success.
 */
export async function evenly<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    await noSoonerThan(started, floorMs);
  }
}
