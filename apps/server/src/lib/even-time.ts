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
