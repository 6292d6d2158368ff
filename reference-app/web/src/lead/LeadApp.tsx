import { langFromQuery } from "./lang.js";
import { appText } from "../shared/texts.js";

/**
 * The public lead app (C §2): /go/... routes, embeddable in a lender's page.
 * The renewal flow, the cash-loan application and the account entry are
 * mounted here.
 */
export const LeadApp = () => {
  const lang = langFromQuery(window.location.search);
  return (
    <main className="lead" lang={lang}>
      <p role="status">{appText(lang, "lead.loading")}</p>
    </main>
  );
};
