import { afterEach } from 'vitest';

// Pure-logic tests run in the `node` environment (a `// @vitest-environment
// node` first line): no DOM, so none of the DOM helpers are loaded for them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}

// jsdom has no <dialog> modal behaviour: a minimal stand-in for showModal/close
// so components can be unit-tested; the real behaviour is covered in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
