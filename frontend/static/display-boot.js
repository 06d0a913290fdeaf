// Runs before first paint; the rules: components/shell/displaySettings.ts
(function (r, w) {
  var m = w.matchMedia('(prefers-color-scheme: dark)');
  function get(k) {
    try {
      return w.localStorage.getItem(k);
    } catch {
      return null;
    }
  }
  function paint() {
    var c = get('appDarkMode');
    if (c == 'true' || (c != 'false' && m.matches)) r.setAttribute('data-theme', 'dark');
    else r.removeAttribute('data-theme');
  }
  paint();
  m.addEventListener('change', paint);
  if (!r.hasAttribute('data-shell')) return;
  'Theme HeaderFixed HeaderInverse SidebarFixed SidebarMinified SidebarGrid GradientEnabled RtlMode'
    .split(' ')
    .forEach(function (k) {
      var v = get('app' + k);
      if (v && /^[a-z0-9-]{1,16}$/.test(v)) r.setAttribute('data-app' + k.replace(/[A-Z]/g, '-$&').toLowerCase(), v);
    });
  if (r.getAttribute('data-app-rtl-mode') == 'true') r.dir = 'rtl';
})(document.documentElement, window);
