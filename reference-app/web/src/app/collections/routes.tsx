import { canWorkCollections } from "@lendkit/core";
import type { AppRoute, PageProps } from "../routes.js";
import { appText } from "../../shared/texts.js";
import { CollectionsQueue } from "./CollectionsQueue.js";

/** The collections page (issue 22 §5): the queue of late contracts and their aging, for the collectors and Admin. */
const CollectionsPage = ({ lang, user }: PageProps) => (
  <section className="cust-page" aria-labelledby="collections-title">
    <header className="cust-head">
      <h1 id="collections-title">{appText(lang, "nav.collections")}</h1>
    </header>
    <CollectionsQueue lang={lang} role={user.userRole} />
  </section>
);

/** The collections area's pages. */
export const collectionsRoutes: readonly AppRoute[] = [{ pattern: "/collections", page: CollectionsPage, allows: canWorkCollections, nav: "nav.collections" }];
