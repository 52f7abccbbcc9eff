// A running game's page (src/web/live-page.ts): follows the game by server-sent events. Each "table" event carries
// the live part of the page, already built and escaped by the server, and replaces it; "over" means the game has
// ended and its record is kept: the page reloads and becomes the verified record. The browser's EventSource
// reconnects by itself after a dropped connection; the server answers a reconnect with the table as it stands.
"use strict";
(function () {
  var body = document.body;
  var url = body.getAttribute("data-events");
  if (!url || typeof EventSource === "undefined") return;
  var source = new EventSource(url);
  source.addEventListener("table", function (event) {
    var data = JSON.parse(event.data);
    var live = document.getElementById("live");
    if (live) live.innerHTML = data.html;
    if (data.title) document.title = data.title;
    body.setAttribute("data-moves", String(data.moves));
  });
  source.addEventListener("over", function () {
    source.close();
    body.setAttribute("data-over", "true");
    location.reload();
  });
})();
