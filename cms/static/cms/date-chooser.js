// Starts one of Wagtail's date pickers (go-live date, history filters).
//
// Wagtail's own widget templates start them with an inline <script>, which
// the back office's Content-Security-Policy refuses (script-src 'self', no
// inline script: core/middleware.py). cms/templates/wagtailadmin/widgets/
// replace them with this file, which reads the same call from its data-*
// attributes; like the inline script, it runs where the widget is, after
// Wagtail's core.js has defined the chooser functions.
(function () {
  var script = document.currentScript;
  var start = window[script.dataset.chooser];
  if (typeof start === 'function') {
    start(script.dataset.target, JSON.parse(script.dataset.config));
  }
})();
