// Wagtail's chooser opens a role="dialog" without a name (axe:
// aria-dialog-name): each one is named after its heading once it is there.
// A file of its own, since the back office's CSP refuses inline scripts.
new MutationObserver(() => {
  for (const dialog of document.querySelectorAll('.modal[role="dialog"]:not([aria-labelledby])')) {
    const heading = dialog.querySelector('h1, h2');
    if (!heading) continue;
    heading.id ||= `cms-dialog-title-${Date.now()}`;
    dialog.setAttribute('aria-labelledby', heading.id);
  }
}).observe(document.body, { childList: true, subtree: true });
