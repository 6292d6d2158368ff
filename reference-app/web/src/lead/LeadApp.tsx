import { Fragment, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { isTenantCode, labelColon, matchLeadRoute, type Lang, type TenantCode } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { LendkitProvider } from "@lendkit/react";
import { navigate, useLocation } from "../shared/router.js";
import { storeLang } from "../shared/session.js";
import { setConfiguredParentOrigins, useFrameResizer, useParentMessages } from "./frame.js";
import { langFromQuery } from "./lang.js";
import { BadLinkScreen, BusyIndicator } from "./Feedback.js";
import { useLeadSession, useWatched } from "./LeadSession.js";
import type { LeadCall } from "./session.js";
import { leadText } from "./texts.js";

/**
 * The public lead app (C §2): /go/... routes, embeddable in a lender's page.
 * On start it loads the feature flags and the tenant's configuration (its
 * code and parent origins), reads the optional `lang` parameter, and runs
 * the resizer and the parent-page listener; the user session values are
 * reset by `LeadSessionProvider`, around it (main.tsx). Each screen is
 * loaded on demand, so the first load stays small.
 */
const RenewalPage = lazy(() => import("./RenewalPage.js"));
const CashPage = lazy(() => import("./CashPage.js"));
const AccountPage = lazy(() => import("./AccountPage.js"));
const SignaturePage = lazy(() => import("./SignaturePage.js"));
const FlowCodeScreen = lazy(() => import("./FlowCodeScreen.js"));

/** What the lead app loads before its first screen: the tenant's flags and configuration. */
interface LeadStart {
  readonly loaded: boolean;
  /** The flags as received (core merges them over its defaults); a failure is ignored (C §8). */
  readonly flags: unknown;
  readonly tenant: TenantCode | null;
}

interface LeadAppConfiguration {
  readonly tenant?: unknown;
  readonly parentOrigins?: unknown;
}

const useLeadStart = (call: LeadCall): LeadStart => {
  const [state, setState] = useState<LeadStart>({ loaded: false, flags: {}, tenant: null });
  useEffect(() => {
    let active = true;
    const flags = call<unknown>(routePath(apiRoutes.base.features, {})).catch(() => ({}));
    const configuration = call<LeadAppConfiguration>(routePath(apiRoutes.flows.leadAppConfiguration, {})).catch((): LeadAppConfiguration => ({}));
    void Promise.all([flags, configuration]).then(([received, config]) => {
      if (!active) return;
      if (Array.isArray(config.parentOrigins)) setConfiguredParentOrigins(config.parentOrigins.filter((origin): origin is string => typeof origin === "string"));
      setState({ loaded: true, flags: received, tenant: isTenantCode(config.tenant) ? config.tenant : null });
    });
    return () => {
      active = false;
    };
  }, [call]);
  return state;
};

export const Loading = ({ lang }: { readonly lang: Lang }) => (
  <p role="status" className="lead-loading">
    <span className="lead-spinner" aria-hidden="true" />
    {leadText(lang, "lead.loading")}
  </p>
);

const NotFound = ({ lang }: { readonly lang: Lang }) => (
  <section className="lead-card" aria-labelledby="lead-not-found">
    <h1 id="lead-not-found">{leadText(lang, "lead.notFound.title")}</h1>
    <p>{leadText(lang, "lead.notFound.text")}</p>
    <a className="lead-button" href="/go/cash">
      {leadText(lang, "lead.notFound.action")}
    </a>
  </section>
);

/** The flow slug a path names (renewal, new applicant, signature), or null. */
const flowSlugOf = (match: ReturnType<typeof matchLeadRoute>): string | null => {
  if (match === null || match.kind !== "screen") return null;
  const slug = match.screen === "signature" ? match.params.id : match.screen === "renewal" || match.screen === "basic" ? match.params.token : undefined;
  return slug && slug !== "-1" ? slug : null;
};

/**
 * C §1, a slug and a code: a renewal's or a signature's address opened
 * without a session, or any flow call refused for want of one (a session
 * that ended), shows the code screen of the path's slug instead of the
 * screen; once the code opens a session, the screen starts again (a new
 * key). A new applicant's page (/go/min/:token/basic) has its own code
 * screen for the code it just sent: it is gated only by a refused call.
 */
const useFlowCodeGate = (match: ReturnType<typeof matchLeadRoute>) => {
  const session = useLeadSession();
  const wanted = useWatched(session.sessionWanted);
  const [handled, setHandled] = useState({ wanted: 0, generation: 0 });
  const opensWithLink = match?.kind === "screen" && (match.screen === "renewal" || match.screen === "signature");
  return {
    required: wanted > handled.wanted || (opensWithLink && session.token() === null),
    generation: handled.generation,
    opened: () => setHandled((last) => ({ wanted, generation: last.generation + 1 })),
  };
};

/** The screen of a path (core's `matchLeadRoute`), or the redirect it asks for. */
const Screen = ({ path, lang }: { readonly path: string; readonly lang: Lang }): ReactNode => {
  const match = matchLeadRoute(path);
  const gate = useFlowCodeGate(match);
  const slug = flowSlugOf(match);
  const broken = useWatched(useLeadSession().brokenLink);
  // A link the server does not know (or no longer): say so, never empty forms (issue 14 §12).
  if (slug !== null && broken === slug) return <BadLinkScreen lang={lang} newApplicant={match?.kind === "screen" && match.screen === "basic"} />;
  if (gate.required && slug !== null) return <FlowCodeScreen slug={slug} onOpened={gate.opened} />;
  return <Fragment key={gate.generation}>{<PathScreen path={path} lang={lang} match={match} />}</Fragment>;
};

const PathScreen = ({ lang, match }: { readonly path: string; readonly lang: Lang; readonly match: ReturnType<typeof matchLeadRoute> }): ReactNode => {
  useEffect(() => {
    if (match?.kind === "redirect") navigate(`${match.to}${window.location.search}`, { replace: true });
  }, [match?.kind, match?.kind === "redirect" ? match.to : null]);
  if (match === null) return <NotFound lang={lang} />;
  if (match.kind === "redirect") return <Loading lang={lang} />;
  const { params } = match;
  switch (match.screen) {
    case "renewal":
      return <RenewalPage routeStep={params.step ? `s${params.step}` : null} token={params.token ?? null} />;
    case "cash":
      return <CashPage kind="cash" />;
    case "basic":
      return <CashPage kind="basic" token={params.token ?? null} />;
    case "partnerLead":
      return <CashPage kind="partner" />;
    case "account":
      return <AccountPage pathLang={params.lang ?? ""} token={params.token ?? ""} />;
    case "signature":
      return <SignaturePage slug={params.id ?? ""} />;
  }
};

export const LeadApp = () => {
  const [lang, setLangState] = useState<Lang>(() => langFromQuery(window.location.search));
  const setLang = useCallback((next: Lang) => setLangState(next), []);
  const location = useLocation();
  const path = location.split("?")[0] ?? "/go";
  const session = useLeadSession();
  const start = useLeadStart(session.call);
  useEffect(() => {
    storeLang(lang);
    document.documentElement.lang = lang;
  }, [lang]);
  useParentMessages(setLang);
  useFrameResizer();
  const other: Lang = lang === "fr" ? "en" : "fr";
  return (
    <LendkitProvider lang={lang} onLangChange={setLang} features={start.flags} tenant={start.tenant} fetcher={session.fetch}>
      <div className="lead-shell">
        <header className="lead-topline">
          <span className="lead-secure">
            <span aria-hidden="true" className="lead-lock" />
            {leadText(lang, "lead.secure")}
          </span>
          <button
            type="button"
            className="lead-lang"
            lang={other}
            aria-label={`${leadText(lang, "lead.language")}${labelColon(lang)}${leadText(lang, "lead.switchTo")}`}
            onClick={() => setLang(other)}
          >
            {leadText(lang, "lead.switchTo")}
          </button>
        </header>
        <main className="lead" id="main">
          {/* In the main landmark (it is fixed at the top all the same): a region of its own would leave content outside any landmark. */}
          <BusyIndicator lang={lang} />
          {start.loaded ? (
            <Suspense fallback={<Loading lang={lang} />}>
              <Screen path={path} lang={lang} />
            </Suspense>
          ) : (
            <Loading lang={lang} />
          )}
        </main>
      </div>
    </LendkitProvider>
  );
};
