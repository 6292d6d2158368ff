import { canWorkCollections } from "@lendkit/core";
import { lazyPage } from "../lazyPage.js";
import type { AppRoute } from "../routes.js";

/** Loaded when first opened: the queue and its aging chart stay out of the app's first download. */
const CollectionsPage = lazyPage(async () => (await import("./CollectionsPage.js")).CollectionsPage);

/** The collections area's pages. */
export const collectionsRoutes: readonly AppRoute[] = [{ pattern: "/collections", page: CollectionsPage, allows: canWorkCollections, nav: "nav.collections" }];
