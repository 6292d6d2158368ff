// The browser entry of the consumer app, built by Vite.
import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import * as aria from "react-aria-components";
import * as date from "@internationalized/date";
import * as core from "@lendkit/core";
import * as lendkitReact from "@lendkit/react";
import { makeApp } from "./app.js";

const App = makeApp({ React, lendkitReact, core, aria, date });
flushSync(() => createRoot(document.getElementById("root")).render(React.createElement(App)));
