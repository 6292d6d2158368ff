// Node, ESM, React only: render the app on the server with whichever React
// the app installed (the suite runs it on React 19 and on React 18.3).
import * as React from "react";
import { renderToString } from "react-dom/server";
import * as aria from "react-aria-components";
import * as date from "@internationalized/date";
import * as core from "@lendkit/core";
import * as lendkitReact from "@lendkit/react";
import { makeApp } from "./app.js";

const html = renderToString(React.createElement(makeApp({ React, lendkitReact, core, aria, date })));
const probe = (name) => new RegExp(`data-probe="${name}">([^<]*)<`).exec(html)?.[1] ?? null;
console.log(JSON.stringify({ react: React.version, locale: probe("locale"), calculator: /data-lendkit="loan-calculator"[^>]*>([^<]*)</.exec(html)?.[1] ?? null }));
