// Before first paint, shell on only; rules: components/shell/displaySettings.ts
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
    r.setAttribute('data-theme', c == 'true' || (c != 'false' && m.matches) ? 'dark' : 'light');
  }
  paint();
  m.addEventListener('change', paint);
  'Theme HeaderFixed HeaderInverse SidebarFixed SidebarMinified SidebarGrid GradientEnabled RtlMode'
    .split(' ')
    .forEach(function (k) {
      var v = get('app' + k);
      if (v && /^[a-z0-9-]{1,16}$/.test(v)) r.setAttribute('data-app' + k.replace(/[A-Z]/g, '-$&').toLowerCase(), v);
    });
  if (r.getAttribute('data-app-rtl-mode') == 'true') r.dir = 'rtl';
})(document.documentElement, window);
