/**
 * Misbehaviour on demand, for tests and drills (ADR 0014): notifications dropped, delayed (and so
 * reordered) or repeated, and a provider outage. Probabilities 0…1 drawn from a seeded generator,
 * so a failing run can be repeated with its seed.
 */
export interface ChaosSettings {
  /** Each notification attempt is lost (never sent) with this probability. */
  drop: number;
  /** Each delivered notification is sent once more, later, with this probability. */
  repeat: number;
  /** Each notification waits a random 0 … delayMs first: later ones overtake earlier ones. */
  delayMs: number;
  /** The provider answers 503 to everything: pages, status queries and settlement reports. */
  outage: boolean;
  seed: number;
}

export const CALM: ChaosSettings = { drop: 0, repeat: 0, delayMs: 0, outage: false, seed: 1 };

export interface Chaos {
  settings: ChaosSettings;
  set(settings: Partial<ChaosSettings>): void;
  /** true with probability p */
  chance(p: number): boolean;
  /** 0 … max */
  upTo(max: number): number;
}

/** mulberry32: small, fast and good enough to shuffle notifications. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createChaos(initial: Partial<ChaosSettings> = {}): Chaos {
  const settings = { ...CALM, ...initial };
  let random = generator(settings.seed);
  return {
    settings,
    set(next) {
      Object.assign(settings, next);
      if (next.seed !== undefined) random = generator(next.seed);
    },
    chance: (p) => p > 0 && random() < p,
    upTo: (max) => (max > 0 ? Math.floor(random() * (max + 1)) : 0),
  };
}

/** Chaos from the environment of the standalone sandbox (all optional; README). */
export function chaosFromEnv(env: NodeJS.ProcessEnv): Partial<ChaosSettings> {
  const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
  const settings: Partial<ChaosSettings> = {};
  const drop = number('SANDBOX_CHAOS_DROP');
  const repeat = number('SANDBOX_CHAOS_REPEAT');
  const delayMs = number('SANDBOX_CHAOS_DELAY_MS');
  const seed = number('SANDBOX_CHAOS_SEED');
  if (drop !== undefined) settings.drop = drop;
  if (repeat !== undefined) settings.repeat = repeat;
  if (delayMs !== undefined) settings.delayMs = delayMs;
  if (seed !== undefined) settings.seed = seed;
  if (env.SANDBOX_CHAOS_OUTAGE === 'true') settings.outage = true;
  return settings;
}
