import { useEffect, useState } from "react";
import type { Lang } from "@lendkit/core";
import { navigate } from "../shared/router.js";
import { useLeadSession, useWatched } from "./LeadSession.js";
import { leadText } from "./texts.js";

/**
 * The lead app's feedback around its calls (issue 14 §12): a busy bar for
 * every wait on the server that lasts over 300 ms (none for a quick answer,
 * so nothing flickers), and the screen of a bad or expired link.
 */

/** How long a call may last before the busy bar shows. */
export const busyDelayMs = 300;

/** An indeterminate progress bar at the top while any call has lasted over 300 ms. */
export const BusyIndicator = ({ lang }: { readonly lang: Lang }) => {
  const busy = useWatched(useLeadSession().pendingCalls) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), busyDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className="lead-busy" role="progressbar" aria-label={leadText(lang, "lead.busy")} aria-busy="true" data-busy="">
      <span className="lead-busy-bar" aria-hidden="true" />
    </div>
  );
};

/**
 * A link whose flow the server does not know, or no longer (its 7 days
 * passed, it was signed, it is someone else's): says so and what to do,
 * instead of empty forms.
 */
export const BadLinkScreen = ({ lang, newApplicant }: { readonly lang: Lang; readonly newApplicant: boolean }) => (
  <section className="lead-flow" data-phase="badLink" aria-labelledby="lead-bad-link">
    <div className="lead-card">
      <h1 id="lead-bad-link">{leadText(lang, "lead.badLink.title")}</h1>
      <p>{leadText(lang, "lead.badLink.text")}</p>
      <p>{leadText(lang, newApplicant ? "lead.badLink.newApplicant" : "lead.badLink.customer")}</p>
      <div className="lead-actions">
        {newApplicant ? null : (
          <button type="button" className="lead-button" onClick={() => navigate("/go/renew")}>
            {leadText(lang, "lead.badLink.signIn")}
          </button>
        )}
        <button type="button" className={newApplicant ? "lead-button" : "lead-button lead-button-secondary"} onClick={() => navigate("/go/cash")}>
          {leadText(lang, "lead.badLink.apply")}
        </button>
      </div>
    </div>
  </section>
);
