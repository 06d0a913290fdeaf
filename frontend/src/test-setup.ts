import { afterEach } from 'vitest';

// Pure-logic tests run in the `node` environment (a `// @vitest-environment
// node` first line): no DOM, so none of the DOM helpers are loaded for them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    // Test files share one document (vitest runs them without isolation, as
    // jsdom takes seconds to build): each leaves it as it found it.
    const root = document.documentElement;
    for (const name of root.getAttributeNames()) if (name !== 'lang') root.removeAttribute(name);
    document.body.innerHTML = '';
    for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0].trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
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
