// The demo lender's page: embeds the Lendkit lead app and shows every message
// it posts. Messages are accepted only from the iframe's own window and
// origin, compared exactly (SECURITY 23); secrets are shown masked.
(function () {
  "use strict";
  var texts = {
    fr: {
      tagline: "Un site de prêteur qui intègre l'application Lendkit",
      title: "Renouveler mon prêt",
      logTitle: "Messages reçus de l'application",
      logHelp: "Chaque message vient de l'iframe; ceux d'une autre origine ou d'une autre fenêtre sont ignorés et notés comme tels.",
      time: "Heure", type: "Type", value: "Valeur",
      ignored: "ignoré",
      cleared: "(session effacée)",
      redirect: "Le site du prêteur ouvrirait maintenant : "
    },
    en: {
      tagline: "A lender's site embedding the Lendkit application",
      title: "Renew my loan",
      logTitle: "Messages received from the application",
      logHelp: "Every message comes from the iframe; those from another origin or another window are ignored and shown as such.",
      time: "Time", type: "Type", value: "Value",
      ignored: "ignored",
      cleared: "(session cleared)",
      redirect: "The lender's site would now open: "
    }
  };
  var frame = document.getElementById("lead");
  // ?lang=en and ?path=/go/cash open the app in that language and screen (the lead app's own paths only).
  var query = new URLSearchParams(location.search);
  var startLang = query.get("lang") === "en" ? "en" : "fr";
  var startPath = query.get("path");
  if (!startPath || !/^\/go(\/[A-Za-z0-9_\/-]*)?$/.test(startPath)) startPath = "/go/renew";
  if (startLang !== "fr" || startPath !== "/go/renew") frame.src = startPath + "?lang=" + startLang;
  var body = document.getElementById("messages");
  var redirect = document.getElementById("redirect");
  var expectedOrigin = new URL(frame.src, location.href).origin;
  var lang = "fr";

  function setLang(next) {
    lang = next;
    document.documentElement.lang = next;
    document.querySelectorAll("[data-text]").forEach(function (node) {
      node.textContent = texts[next][node.getAttribute("data-text")];
    });
    frame.contentWindow && frame.contentWindow.postMessage({ type: "lang", value: next }, expectedOrigin);
  }

  function shown(data) {
    if (!data || typeof data !== "object") return String(data);
    // The session is secret: shown masked. An empty serverInfos tells the page to forget it (a failed customer look-up).
    if (data.type === "serverInfos" && data.value === "") return texts[lang].cleared;
    if (data.type === "serverInfos" || data.type === "serverInfos_silent") return String(data.value).slice(0, 6) + "…";
    return JSON.stringify(data.value);
  }

  function log(data, ignored) {
    var row = document.createElement("tr");
    if (ignored) row.className = "ignored";
    [new Date().toLocaleTimeString(), (data && data.type) || "?", shown(data) + (ignored ? " (" + texts[lang].ignored + ")" : "")].forEach(function (text) {
      var cell = document.createElement("td");
      cell.textContent = text;
      row.appendChild(cell);
    });
    row.setAttribute("data-type", (data && data.type) || "");
    body.insertBefore(row, body.firstChild);
  }

  // scrollUp carries the app's height: the frame grows and shrinks with it,
  // and the page scrolls only when the point the app names (its top, or the
  // field in use) is out of view, so typing never makes the page jump.
  function followFrame(value) {
    if (!value || typeof value.height !== "number") return;
    frame.style.height = Math.max(320, Math.min(20000, Math.round(value.height))) + "px";
    var offset = typeof value.offset === "number" ? Math.max(0, value.offset) : 0;
    var top = frame.getBoundingClientRect().top + window.scrollY + offset;
    var visible = top >= window.scrollY && top <= window.scrollY + window.innerHeight - 80;
    if (!visible) window.scrollTo({ top: Math.max(0, top - 10), behavior: "smooth" });
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== expectedOrigin || event.source !== frame.contentWindow) {
      log(event.data, true);
      return;
    }
    var data = event.data;
    log(data, false);
    if (data && data.type === "redirectTo") redirect.textContent = texts[lang].redirect + data.value;
    if (data && data.type === "scrollUp") followFrame(data.value);
  });

  if (startLang !== "fr") setLang(startLang);

  document.querySelectorAll("[data-lang]").forEach(function (button) {
    button.addEventListener("click", function () { setLang(button.getAttribute("data-lang")); });
  });
})();
