// Starts one of Wagtail's chooser widgets (the sharing image's).
//
// Wagtail's chooser widgets start with an inline <script> (« new
// ImageChooser(id, options) »), which the back office's
// Content-Security-Policy refuses (script-src 'self', no inline script:
// core/middleware.py). cms/widgets.py renders this file instead, with the
// same call in its data-* attributes; it runs where the widget is, after
// Wagtail's chooser script has defined the constructor.
(function () {
  var script = document.currentScript;
  var Chooser = window[script.dataset.constructor];
  if (typeof Chooser === 'function') {
    new Chooser(script.dataset.target, JSON.parse(script.dataset.options));
  }
})();
