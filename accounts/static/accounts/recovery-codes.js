// The recovery-codes page (mfa/recovery_codes/index.html). Without this file
// everything works: « Continuer » posts and the server refuses it until the
// box is ticked, « Imprimer » opens a printable page. With it, « Continuer »
// stays off until the box is ticked, and « Imprimer » prints this page (its
// print styles keep the codes alone, accounts.css).
(() => {
  const saved = document.getElementById('codes_saved');
  const next = document.getElementById('codes-continue');
  if (saved && next) {
    const sync = () => {
      next.disabled = !saved.checked;
    };
    saved.addEventListener('change', sync);
    sync();
  }
  const print = document.getElementById('codes-print');
  if (print) {
    print.addEventListener('click', (event) => {
      event.preventDefault();
      window.print();
    });
  }
})();
