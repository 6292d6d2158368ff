import { createRequire } from "node:module";
import type { App } from "supertest/types.js";
import type { Test } from "supertest";

/**
 * supertest's `request(app)`, built from its Test class: supertest 7.2.1's
 * entry point loads its cookie assertions, which require `should`, a package
 * it does not depend on. Until that is fixed upstream (or `should` is added
 * as a dev dependency), the suites use this.
 */
const load = createRequire(import.meta.url);
const TestClass = load("supertest/lib/test.js") as new (app: App, method: string, path: string) => Test;

const methods = ["get", "post", "put", "patch", "delete"] as const;

export type Requester = { readonly [M in (typeof methods)[number]]: (path: string) => Test };

export default function request(app: App): Requester {
  return Object.fromEntries(methods.map((method) => [method, (path: string) => new TestClass(app, method, path)])) as Requester;
}
