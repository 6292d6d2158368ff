import type { PageProps } from "../routes.js";
import { appText } from "../../shared/texts.js";
import { CollectionsQueue } from "./CollectionsQueue.js";

/** The collections page (issue 22 §5): the queue of late contracts and their aging, for the collectors and Admin. */
export const CollectionsPage = ({ lang, user }: PageProps) => (
  <section className="cust-page" aria-labelledby="collections-title">
    <header className="cust-head">
      <h1 id="collections-title">{appText(lang, "nav.collections")}</h1>
    </header>
    <CollectionsQueue lang={lang} role={user.userRole} />
  </section>
);
