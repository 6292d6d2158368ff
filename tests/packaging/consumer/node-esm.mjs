// Node, ESM: import the three packages as a server-rendering app does and
// print what the test checks.
import { createRequire } from "node:module";
import * as React from "react";
import { renderToString } from "react-dom/server";
import * as aria from "react-aria-components";
import * as date from "@internationalized/date";
import * as core from "@lendkit/core";
import { formatMoney } from "@lendkit/core/masks";
import * as lendkitReact from "@lendkit/react";
import * as serverKit from "@lendkit/server-kit";
import { makeApp } from "./app.js";
import { observe } from "./observe.cjs";

const require = createRequire(import.meta.url);
const App = makeApp({ React, lendkitReact, core, aria, date });
console.log(JSON.stringify(observe({ require, html: renderToString(React.createElement(App)), serverKit, subpath: typeof formatMoney })));
