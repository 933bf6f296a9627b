// A server-rendered public page shows itself before any script: the scripts that make it interactive
// (web/src/main.tsx, its chunks and catalogues) are named in <template id="after-paint"> by the server
// (api/src/frontends/public-pages/page-html.ts) and fetched once the page has painted, so that on a slow
// network they do not hold back what the page first shows (its text, its photo). A classic script: it runs
// in every browser that runs the site.
(function () {
  var template = document.getElementById('after-paint');
  if (!template) return;
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
  // Once the page's own content has arrived (the load event: its stylesheets and its first photo, the
  // largest paint of the agency, agent and booking pages), the frame after: scripts fetched earlier share
  // the link with that photo and delay its paint (Lighthouse counts them in its LCP). A page opened in the
  // background paints no frame: a timer starts it there. A photo that takes long does not hold the page's
  // buttons back for more than a few seconds.
  function afterLoad() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
  setTimeout(start, 4000);
})();
