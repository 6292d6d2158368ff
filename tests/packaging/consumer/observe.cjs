// What both Node runs report: where each shared package resolves from the app
// and from inside the Lendkit packages (one folder means one copy), the
// rendered probes, and what the entry points export.
const { existsSync, readFileSync } = require("node:fs");
const { dirname, join } = require("node:path");
const { createRequire } = require("node:module");

/** The folder of the package `name` as `fromRequire` finds it (not every package exports its package.json). */
const packageDir = (fromRequire, name) => {
  let dir = dirname(fromRequire.resolve(name));
  while (!(existsSync(join(dir, "package.json")) && JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name === name)) dir = dirname(dir);
  return dir;
};

exports.observe = ({ require, html, serverKit, subpath }) => {
  const inside = (lendkitPackage) => createRequire(join(packageDir(require, lendkitPackage), "package.json"));
  const probe = (name) => new RegExp(`data-probe="${name}">([^<]*)<`).exec(html)?.[1] ?? null;
  return {
    copies: {
      "react-aria-components": [packageDir(require, "react-aria-components"), packageDir(inside("@lendkit/react"), "react-aria-components")],
      "@internationalized/date": [
        packageDir(require, "@internationalized/date"),
        packageDir(inside("@lendkit/react"), "@internationalized/date"),
        packageDir(inside("@lendkit/core"), "@internationalized/date"),
      ],
      react: [packageDir(require, "react"), packageDir(inside("@lendkit/react"), "react")],
    },
    locale: probe("locale"),
    money: probe("money"),
    calculator: /data-lendkit="loan-calculator"[^>]*>([^<]*)</.exec(html)?.[1] ?? null,
    serverKit: { createServer: typeof serverKit.createServer, openDatabase: typeof serverKit.openDatabase },
    coreSubpath: subpath,
  };
};
