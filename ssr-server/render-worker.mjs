// One renderer thread of the pool (pool.mjs): it loads the SSR bundle once,
// warms every page module, then renders {url, props} -> {html} for each task.
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { bundlePath } from './settings.mjs';
import { sleepBlocking, slowPaths } from './testswitch.mjs';

const { render, warmUp } = await import(pathToFileURL(bundlePath(process.env)).href);
await warmUp();
const slow = slowPaths(process.env);

/** @param {{url: string, props: object, warm?: boolean}} task */
export default async function renderTask({ url, props, warm }) {
  // server.mjs's start-up probe: answers once this thread has loaded and
  // warmed the bundle; the short wait lets the probes spread over threads.
  if (warm) {
    sleepBlocking(20);
    return { html: '', threadId };
  }
  const ms = slow.get(url);
  if (ms) sleepBlocking(ms);
  return render(url, props);
}
