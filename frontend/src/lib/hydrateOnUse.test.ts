import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilHydrated } from './hydrateOnUse';

/** A fresh copy of the module: firstUse() keeps one promise per page load. */
async function freshModule() {
  vi.resetModules();
  return import('./hydrateOnUse');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstUse', () => {
  it('resolves at the first pointer, key or focus event, not before', async () => {
    const { firstUse } = await freshModule();
    let done = false;
    void firstUse().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves at a click without pointer events, and at Back/Forward', async () => {
    for (const type of ['click', 'popstate']) {
      const { firstUse } = await freshModule();
      const used = firstUse();
      window.dispatchEvent(new Event(type));
      await expect(used).resolves.toBeUndefined();
    }
  });
});

describe('holdUntilHydrated', () => {
  it('holds clicks on controls inside the region and replays them once hydrated', async () => {
    document.body.innerHTML =
      '<main id="m"><p>texte</p><button type="button">Gérer</button></main><button id="out">Hors</button>';
    const region = document.getElementById('m')!;
    const button = region.querySelector('button')!;
    const outside = document.getElementById('out')!;
    let hydrate = () => {};
    holdUntilHydrated(region, new Promise<void>((resolve) => (hydrate = resolve)));
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('inside'));
    outside.addEventListener('click', () => seen.push('outside'));
    button.click();
    outside.click();
    region.querySelector('p')!.click();
    expect(seen).toEqual(['outside']);
    hydrate();
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(['outside', 'inside']);
    // Released: later clicks go straight through.
    button.click();
    expect(seen).toEqual(['outside', 'inside', 'inside']);
  });

  it('holds a submit and submits the form again, with its submitter, once hydrated', async () => {
    document.body.innerHTML = '<main id="m"><form><button name="go" value="1">Envoyer</button></form></main>';
    const region = document.getElementById('m')!;
    const form = region.querySelector('form')!;
    const submitter = form.querySelector('button')!;
    let hydrate = () => {};
    holdUntilHydrated(region, new Promise<void>((resolve) => (hydrate = resolve)));
    const submits: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(event.submitter);
    });
    form.requestSubmit(submitter);
    expect(submits).toEqual([]);
    hydrate();
    await Promise.resolve();
    await Promise.resolve();
    expect(submits).toEqual([submitter]);
  });
});
