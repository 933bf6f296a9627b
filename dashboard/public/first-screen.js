// The agent's home as the server draws it (api/src/frontends/agent-home/): this script starts the app once
// the page has shown itself. The app's scripts and catalogues are named in <template id="after-paint">;
// fetched earlier they would share a phone's slow link with the page itself. The app then renders, hidden,
// and takes the drawn screen's place once its home has its data (dashboard/src/layout/first-screen.ts).
(function () {
  var script = document.currentScript;
  var template = document.getElementById('after-paint');
  if (!script || !template) return;

  // A language chosen on this device before (localStorage.lang) wins over the browser's, as in the app
  // (dashboard/src/i18n/language.ts) and on the sign-in page; only the browser knows it.
  var stored = null;
  try {
    stored = window.localStorage.getItem('lang');
  } catch (error) {
    stored = null;
  }
  var served = script.getAttribute('data-lang');
  if (!script.hasAttribute('data-lang-asked') && stored && stored !== served && /^(fr|nl|en)$/.test(stored)) {
    window.location.replace(window.location.pathname + '?lang=' + stored);
    return;
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = template.content.children;
    for (var i = 0; i < tags.length; i++) {
      var from = tags[i];
      var to = document.createElement(from.tagName.toLowerCase());
      for (var j = 0; j < from.attributes.length; j++)
        to.setAttribute(from.attributes[j].name, from.attributes[j].value);
      document.head.appendChild(to);
    }
  }
  // Two frames after the load event: the first has then been drawn, and the largest paint a phone measures is
  // the page's own, not one shared with the app's first requests. A page opened in the background paints no
  // frame: a timer starts it there.
  function afterLoad() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
})();
