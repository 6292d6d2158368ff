// Node, CommonJS: require() the three packages (their .cjs builds).
const React = require("react");
const { renderToString } = require("react-dom/server");
const aria = require("react-aria-components");
const date = require("@internationalized/date");
const core = require("@lendkit/core");
const { formatMoney } = require("@lendkit/core/masks");
const lendkitReact = require("@lendkit/react");
const serverKit = require("@lendkit/server-kit");
const { observe } = require("./observe.cjs");

(async () => {
  const { makeApp } = await import("./app.js");
  const App = makeApp({ React, lendkitReact, core, aria, date });
  console.log(JSON.stringify(observe({ require, html: renderToString(React.createElement(App)), serverKit, subpath: typeof formatMoney })));
})();
