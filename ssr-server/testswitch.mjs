// The one way to make a render slow on purpose: `make faults` uses it to show
// that a slow or hung page costs only its own worker. It is honoured only
// when SSR_TEST_SWITCHES=1 and NODE_ENV is not "production"; server.mjs
// refuses to start in production while SSR_TEST_SLOW_PATHS is set.

/**
 * "/a=500,/b=60000" -> Map {'/a' => 500, '/b' => 60000}; empty unless allowed.
 * @param {Record<string, string | undefined>} env
 * @returns {Map<string, number>}
 */
export function slowPaths(env) {
  const spec = env.SSR_TEST_SLOW_PATHS ?? '';
  if (!spec || env.SSR_TEST_SWITCHES !== '1' || env.NODE_ENV === 'production') return new Map();
  return new Map(
    spec
      .split(',')
      .map((pair) => pair.split('='))
      .filter(([path, ms]) => path?.startsWith('/') && Number(ms) > 0)
      .map(([path, ms]) => [path, Number(ms)]),
  );
}

/** @param {Record<string, string | undefined>} env */
export function refusedInProduction(env) {
  return env.NODE_ENV === 'production' && Boolean(env.SSR_TEST_SLOW_PATHS);
}

/**
 * Blocks this thread without using a core, as a synchronous render stuck on
 * something would (a timer could not interrupt it either).
 * @param {number} ms
 */
export function sleepBlocking(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
