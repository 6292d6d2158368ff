import { useEffect, useState } from "react";
import { aggregatorIframeUrl, alternateFrameUrl, bankProviderFor, type BankProvider, type BankProviderOptions } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { BankVerification, RenewalLoading, useLendkit, type BankVerificationProps, type RenewalApi } from "@lendkit/react";
import { useLeadSession } from "./LeadSession.js";
import type { LeadCall } from "./session.js";
import { StatementUpload } from "./StatementUpload.js";
import { leadText } from "./texts.js";

/**
 * Step 2, bank verification (C §3.7), through the provider the tenant's
 * flags choose (core's `bankProviderFor`: the aggregator by default, the
 * bank-verification widget, or — outside a renewal — the alternate
 * connection page), or the manual statement upload with `dropIbvFile=true`
 * or when the applicant says their bank is not in the list (each picture to
 * the flow's file drop, then submitted for review: StatementUpload).
 * The frames' addresses come from the server (its sandbox in development and
 * the demo), so the library's bank view gets them through `frameUrlFor`; the
 * view itself accepts messages only from the frame's exact origin and window.
 */

/** Where a provider's frame lives, as the server says. */
type FrameSource =
  | { readonly provider: "aggregator"; readonly instanceName: string; readonly baseTemplate: string | null }
  | { readonly provider: "alternate"; readonly customerId: string; readonly connectUrl: string }
  | { readonly provider: "bankVerification" };

interface AggregatorAnswer {
  readonly flinksInstanceName?: unknown;
  readonly iframeBaseTemplate?: unknown;
}

interface AlternateAnswer {
  readonly zumRailsUsername?: unknown;
  readonly connectUrl?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** Asks the server where the provider's frame is; null when it cannot say (not shown, C §8). */
const loadFrameSource = async (call: LeadCall, provider: BankProvider): Promise<FrameSource | null> => {
  if (provider === "bankVerification") return { provider };
  if (provider === "aggregator") {
    const answer = await call<AggregatorAnswer>(routePath(apiRoutes.bankVerification.aggregatorInstanceName, {}));
    const instanceName = text(answer.flinksInstanceName);
    return instanceName ? { provider, instanceName, baseTemplate: text(answer.iframeBaseTemplate) } : null;
  }
  const answer = await call<AlternateAnswer>(routePath(apiRoutes.bankVerification.alternateInstanceName, {}));
  const customerId = text(answer.zumRailsUsername);
  const connectUrl = text(answer.connectUrl);
  return customerId && connectUrl ? { provider, customerId, connectUrl } : null;
};

const useFrameSource = (provider: BankProvider, enabled: boolean): FrameSource | null | undefined => {
  const { call } = useLeadSession();
  const [source, setSource] = useState<FrameSource | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setSource(undefined);
    loadFrameSource(call, provider).then(
      (found) => active && setSource(found),
      () => active && setSource(null),
    );
    return () => {
      active = false;
    };
  }, [call, provider, enabled]);
  return source;
};

/** Which flow a slug belongs to, as the cash-loan page recorded it (the alternate view is never offered in a renewal). */
const flowKindKey = (slug: string) => `lendkit.flowKind.${slug}`;

export const rememberApplicationFlow = (slug: string): void => {
  try {
    window.sessionStorage.setItem(flowKindKey(slug), "application");
  } catch {
    // Storage refused (private mode): the bank step then reads the flow as a renewal.
  }
};

export const flowKindOf = (slug: string): NonNullable<BankProviderOptions["flow"]> => {
  try {
    return window.sessionStorage.getItem(flowKindKey(slug)) === "application" ? "application" : "renewal";
  } catch {
    return "renewal";
  }
};

export interface BankStepProps {
  readonly slug: string;
  readonly api: RenewalApi;
  readonly now: () => number;
  /** `test=true`: the providers' test banks. */
  readonly test: boolean;
  /** `dropIbvFile=true`: the manual statement upload instead. */
  readonly dropIbvFile: boolean;
  /** Called once the step is complete. */
  readonly onCompleted: () => void;
  /** Level of the step's title (the lead app's screens title their page: 1). */
  readonly headingLevel?: BankVerificationProps["headingLevel"];
}

export const BankStep = ({ slug, api, now, test, dropIbvFile, onCompleted, headingLevel }: BankStepProps) => {
  const { lang, features } = useLendkit();
  const provider = bankProviderFor(features, { flow: flowKindOf(slug) });
  // "My bank is not in the list": the manual upload, with a way back to the tiles.
  const [notListed, setNotListed] = useState(false);
  const manual = dropIbvFile || notListed;
  const source = useFrameSource(provider, !manual);
  if (manual) return <StatementUpload slug={slug} onCompleted={onCompleted} {...(dropIbvFile ? {} : { onBack: () => setNotListed(false) })} />;
  if (source === undefined) return <RenewalLoading className="lead-loading" />;
  const frameUrlFor = (bankId: number | null): string | null => {
    if (source === null) return null;
    if (source.provider === "aggregator") {
      return aggregatorIframeUrl({
        instanceName: source.instanceName,
        lang,
        slug,
        test,
        ...(source.baseTemplate ? { baseTemplate: source.baseTemplate } : {}),
        ...(bankId === null ? {} : { extraParams: { institution: String(bankId) } }),
      });
    }
    if (source.provider === "alternate") return alternateFrameUrl({ baseUrl: source.connectUrl, customerId: source.customerId, lang, test });
    return null;
  };
  return (
    <>
      <BankVerification
        className="lead-bank"
        provider={provider}
        slug={slug}
        now={now}
        test={test}
        frameUrlFor={frameUrlFor}
        onServerCall={(call) => api.bankCall(slug, call, test)}
        onCompleted={onCompleted}
        headingLevel={headingLevel}
      />
      <div className="lead-bank-not-listed">
        <p>{leadText(lang, "bank.notListedHint")}</p>
        <button type="button" className="lead-button lead-button-secondary" onClick={() => setNotListed(true)}>
          {leadText(lang, "bank.notListed")}
        </button>
      </div>
    </>
  );
};
