import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

export interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
}

/** One bounded autocannon run on loopback. */
export async function load(target: Target, durationSeconds: number): Promise<Result> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
    connections: target.connections,
    duration: durationSeconds,
    // The generator runs on its own thread, so it does not share the servers' event loop.
    workers: 1,
  });
  const total = result.requests.total;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (total === 0 || non2xx > total / 2) {
    throw new Error(
      `${target.name}: ${non2xx} of ${total} requests failed — the figures would be meaningless`,
    );
  }
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx,
  };
}

/**
 * Several targets loaded at once, reported as one: requests per second and totals summed, the
 * latencies the slowest target's (an upper bound of the whole's percentile).
 */
export async function loadMany(name: string, targets: Target[], durationSeconds: number): Promise<Result> {
  const results = await Promise.all(targets.map((target) => load(target, durationSeconds)));
  return {
    name,
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    total: results.reduce((sum, r) => sum + r.total, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
