import type { PageProps } from "../routes.js";
import { appText } from "../../shared/texts.js";
import { ProcessorImport } from "./ProcessorImport.js";
import { ServicingRun } from "./ServicingRun.js";

/** The payment files page: an Admin imports a processor's file and runs the servicing day (issue 22 §2). */
export const PaymentFilesPage = ({ lang, user }: PageProps) => (
  <section className="cust-page" aria-labelledby="payment-files-title">
    <header className="cust-head">
      <h1 id="payment-files-title">{appText(lang, "nav.paymentFiles")}</h1>
    </header>
    <ProcessorImport lang={lang} role={user.userRole} />
    <ServicingRun lang={lang} role={user.userRole} />
  </section>
);
