import { useState } from "react";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { useLendkit } from "@lendkit/react";
import { signedConfirmationOf } from "./contract.js";
import { useLeadSession } from "./LeadSession.js";
import { leadText } from "./texts.js";

/**
 * The confirmation after signing (issue 14 §12): the contract is signed, a
 * copy went by email (to the masked address the server names), and the
 * same copy as a PDF to download now.
 */
export const SignedConfirmation = ({ slug }: { readonly slug: string | null }) => {
  const { lang } = useLendkit();
  const session = useLeadSession();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const confirmation = slug === null ? null : signedConfirmationOf(slug);
  const download = async () => {
    if (slug === null) return;
    setState("busy");
    try {
      const response = await session.fetch(routePath(apiRoutes.flows.signedContract, { slug }), { headers: { Accept: "application/pdf" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "contract.pdf";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  const emailText =
    confirmation?.sent && confirmation.email
      ? leadText(lang, "signed.emailSent", { email: confirmation.email })
      : confirmation && !confirmation.sent
        ? leadText(lang, "signed.emailNotSent")
        : leadText(lang, "signed.emailOnFile");
  return (
    <section className="lead-signed" aria-labelledby="lead-signed-title" data-signed-confirmation="">
      <h1 id="lead-signed-title">{leadText(lang, "signed.title")}</h1>
      <p>{emailText}</p>
      <button type="button" className="lead-button lead-button-secondary" disabled={state === "busy" || slug === null} aria-busy={state === "busy"} onClick={() => void download()}>
        {leadText(lang, "signed.download")}
      </button>
      {state === "failed" ? (
        <p role="alert" className="lead-alert">
          {leadText(lang, "lead.error.generic")}
        </p>
      ) : null}
    </section>
  );
};
