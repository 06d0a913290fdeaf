// Staff passkey pages (accounts/templates): allauth's webauthn.js runs the
// ceremony and, when the browser refuses it, only logs to the console, so the
// person saw nothing happen. Here every failure is said in French, in a live
// region (role=alert) by the button, followed by the page's other ways
// (<template id="passkey-other-ways">). allauth dispatches 'allauth.error'
// (cancelable) and logs only when nobody handled it. A static file: the staff
// pages' CSP runs no inline script.
(() => {
  // WebAuthn tells "no passkey for this account here" and "cancelled" apart
  // only as NotAllowedError (on purpose: a site may not learn which keys a
  // device holds), so one sentence covers both.
  const REASONS = {
    NotAllowedError:
      "La clé d'accès n'a pas pu être utilisée : cet appareil n'a pas de clé d'accès pour ce compte, ou la demande a été annulée ou a expiré.",
    AbortError: "La demande de clé d'accès a été interrompue.",
    InvalidStateError: "Cet appareil a déjà une clé d'accès pour ce compte.",
    SecurityError: "Cette adresse ne permet pas d'utiliser une clé d'accès.",
    NotSupportedError: "Ce navigateur ne sait pas utiliser les clés d'accès.",
  };
  const UNSUPPORTED = REASONS.NotSupportedError;
  const OTHER = "La clé d'accès n'a pas fonctionné.";

  /** The page's own region, or one made under its title. */
  function region() {
    let box = document.getElementById('passkey-problem');
    if (!box) {
      box = document.createElement('div');
      box.id = 'passkey-problem';
      box.className = 'errornote';
      box.setAttribute('role', 'alert');
      const title = document.querySelector('#content h1');
      if (title) title.after(box);
      else document.body.prepend(box);
    }
    return box;
  }

  function say(reason) {
    const box = region();
    const line = document.createElement('p');
    line.textContent = reason;
    const ways = document.getElementById('passkey-other-ways');
    // Replaced, not appended: a second failure reads as one message.
    box.replaceChildren(line, ...(ways ? [ways.content.cloneNode(true)] : []));
  }

  document.addEventListener('allauth.error', (event) => {
    const tags = (event.detail && event.detail.tags) || [];
    if (!tags.includes('webauthn')) return;
    event.preventDefault();
    const error = event.detail.exception;
    const name = error && error.name;
    say(!window.PublicKeyCredential ? UNSUPPORTED : REASONS[name] || OTHER);
  });

  // Buttons that do nothing without WebAuthn stay hidden; the reason is shown instead.
  document.addEventListener('DOMContentLoaded', () => {
    const buttons = document.querySelectorAll('[data-passkey-button]');
    if (!buttons.length) return;
    if (!window.PublicKeyCredential) {
      say(UNSUPPORTED);
      return;
    }
    for (const button of buttons) button.hidden = false;
  });
})();
