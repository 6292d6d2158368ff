import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { today as todayIn } from "@internationalized/date";
import {
  accountEffectFrameMessages,
  accountPageStart,
  accountPageTransition,
  decodeLoginCodeResponse,
  frameMessage,
  otpDigits,
  DEFAULT_BUSINESS_TIME_ZONE,
  parseLang,
  t,
  type AccountEffect,
  type LoginRequest,
  type OtpResendMethod,
  type OtpValidationRequest,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { AccountEntry, RenewalLoading, useLendkit, type AccountCodeRequestResult } from "@lendkit/react";
import { useLenderDay } from "../shared/lenderDay.js";
import { navigate } from "../shared/router.js";
import { tellParent, tellParentAll } from "./frame.js";
import { useLeadSession } from "./LeadSession.js";
import { LeadCallError, type LeadCall, type LeadSession } from "./session.js";

/**
 * The account entry (C §2 /go/account/:lang/:token, §3.5): the language and
 * the one-time ticket from the path (removed from the address at once and
 * exchanged for a session), the parent told about the token
 * (`serverInfos`, to the allow-listed origin only), then the customer id,
 * then the customer payments profile in embedded mode. Without a usable
 * token — or when the id lookup fails — the sign-in by birthdate, email and
 * code (the library's AccountEntry), and the parent is told to clear the
 * token and go to /cl (core's account machine): the parent hears
 * `serverInfos` with an empty value, so it forgets the token it was given.
 */

// The staff app's profile, loaded only once a customer is known, so the lead app's first load stays small.
const CustomerProfile = lazy(() => import("../app/customers/CustomerProfile.js").then((module) => ({ default: module.CustomerProfile })));

const codePath = (lang: string) => `${routePath(apiRoutes.otp.requestCode, {})}?lang=${lang}&flow=account`;

interface ServerInfos {
  readonly serverInfo?: unknown;
  readonly serverInfoExpiration?: unknown;
}

const lookUpCustomerId = async (call: LeadCall): Promise<number> => {
  const id = await call<unknown>(routePath(apiRoutes.customers.idOfSession, {}));
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw new Error("no customer id");
  return id;
};

/** Core's account effects, performed here (the token on the page's lead session). */
const useEffects = (onLang: (lang: "fr" | "en") => void, setToken: LeadSession["setToken"]) =>
  useCallback(
    (effect: AccountEffect) => {
      switch (effect.type) {
        case "setLanguage":
          return onLang(effect.lang);
        case "setToken":
          return setToken(effect.token);
        case "clearToken":
          setToken(null);
          return tellParentAll(accountEffectFrameMessages(effect));
        case "tellParentToken":
        case "redirectParent":
          return tellParentAll(accountEffectFrameMessages(effect));
        case "lookUpCustomerId":
          return undefined; // answered by the caller, which knows the machine to tell
      }
    },
    [onLang, setToken],
  );

/** A ticket as ByPassOTP makes them: 256 bits, base64url. */
const isTicket = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);

/** Exchanges the account entry's one-time ticket for a customer session (POST /api/contractExternal/accountEntry). */
const exchangeTicket = async (call: LeadCall, ticket: string): Promise<string> => {
  const answer = await call<ServerInfos>(routePath(apiRoutes.customers.accountEntry, {}), { method: "POST", body: { token: ticket } });
  if (typeof answer.serverInfo !== "string") throw new Error("no session in the answer");
  return answer.serverInfo;
};

/** The sign-in's calls (the account flow's codes, checked by GetServerInfosFromOTP). */
const useSignIn = (lang: "fr" | "en") => {
  const { call, leadSourceId, setToken } = useLeadSession();
  const lastRequest = useRef<LoginRequest | null>(null);
  const requestCode = async (request: LoginRequest): Promise<AccountCodeRequestResult> => {
    lastRequest.current = request;
    try {
      const decoded = decodeLoginCodeResponse(await call<unknown>(codePath(lang), { method: "POST", body: request }));
      return decoded.ok
        ? { ok: true, userSlug: decoded.value.userSlug, lastFourDigitsOfPhoneNumber: decoded.value.lastFourDigitsOfPhoneNumber }
        : { ok: false, errorMessage: null };
    } catch (error) {
      return error instanceof LeadCallError
        ? { ok: false, errorMessage: error.errorMessage, retryAfterSeconds: error.retryAfterSeconds }
        : { ok: false, errorMessage: null };
    }
  };
  const submitOtp = async (otp: string, userSlug: string): Promise<string | null> => {
    try {
      const answer = await call<ServerInfos>(routePath(apiRoutes.otp.validateForAccount, {}), {
        method: "POST",
        body: { OTP: otpDigits(otp), userSlug, leadSourceId: leadSourceId() } satisfies typeof OtpValidationRequest.Encoded,
      });
      if (typeof answer.serverInfo !== "string") return null;
      setToken(answer.serverInfo, typeof answer.serverInfoExpiration === "string" ? answer.serverInfoExpiration : null);
      return answer.serverInfo;
    } catch {
      return null;
    }
  };
  const resend = async (method: OtpResendMethod): Promise<void> => {
    if (lastRequest.current === null) throw new Error("no code request to repeat");
    await call<unknown>(codePath(lang), { method: "POST", body: { ...lastRequest.current, CommunicationMethod: method } });
  };
  return { requestCode, submitOtp, resend };
};

/**
 * Sign out (desktop and phone alike): the server ends the session (POST
 * /api/logout), then the page forgets the token, tells the parent to forget
 * it, and shows the sign-in. A failed call still signs out here: the token
 * is dropped either way, and the server's session ends at its idle limit.
 */
const SignOut = ({ lang, onSignedOut }: { readonly lang: "fr" | "en"; readonly onSignedOut: () => void }) => {
  const { call } = useLeadSession();
  const [busy, setBusy] = useState(false);
  return (
    <div className="lead-account-bar">
      <button
        type="button"
        className="lead-link lead-sign-out"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void call<unknown>(routePath(apiRoutes.base.logout, {}), { method: "POST", body: {} })
            .catch(() => undefined)
            .then(onSignedOut);
        }}
      >
        {t(lang, "account.signOut")}
      </button>
    </div>
  );
};

const Profile = ({ customerId, lang, onSignedOut }: { readonly customerId: number; readonly lang: "fr" | "en"; readonly onSignedOut: () => void }) => {
  const [contractId] = useState(() => {
    const value = Number(new URLSearchParams(window.location.search).get("contractId"));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  });
  return (
    <Suspense fallback={<RenewalLoading className="lead-loading" />}>
      <SignOut lang={lang} onSignedOut={onSignedOut} />
      <div className="lead-profile">
        <CustomerProfile
          customerId={customerId}
          lang={lang}
          embedded
          contractId={contractId}
          onRenewalRedirect={(target) => {
            // C §8: the parent page hears where the renewal is; the frame also goes there, so a parent that does not redirect still works.
            tellParent(frameMessage.redirectTo(target.parentPath));
            navigate(`/go/renew/s${target.step}/${encodeURIComponent(target.slug)}`);
          }}
        />
      </div>
    </Suspense>
  );
};

export interface AccountPageProps {
  readonly pathLang: string;
  readonly token: string;
}

const AccountPage = ({ pathLang, token }: AccountPageProps) => {
  const { lang, setLang } = useLendkit();
  // The birth-date pickers count from the lender's day (the server's age rule), not the browser's.
  const [fallbackDay] = useState(() => todayIn(DEFAULT_BUSINESS_TIME_ZONE));
  const day = useLenderDay() ?? fallbackDay;
  const [page, dispatch] = useReducer(accountPageTransition, undefined, accountPageStart);
  const session = useLeadSession();
  const perform = useEffects(setLang, session.setToken);
  const lookUpCustomer = useCallback(() => lookUpCustomerId(session.call), [session.call]);
  const signIn = useSignIn(lang);
  // The sign-in is remounted after a sign out, so it forgets the profile it showed.
  const [signOuts, setSignOuts] = useState(0);
  const signedOut = () => {
    setSignOuts((count) => count + 1);
    dispatch({ type: "signedOut" });
  };

  useEffect(() => {
    const opened = (session: string) => dispatch({ type: "opened", lang: parseLang(pathLang, lang), token: session });
    // Not a ticket's shape (e.g. the demo's /go/account/en/new): nothing to exchange, the machine sends it to the sign-in.
    if (!isTicket(token)) return opened(token);
    // The path's token is a one-time ticket (staff's ByPassOTP): out of the address bar (history, Referer, screenshots) at once, then exchanged for a session.
    navigate(`/go/account/${encodeURIComponent(pathLang)}${window.location.search}`, { replace: true });
    // A dead ticket goes on as the token it was: the customer lookup fails and the machine sends the sign-in and the parent to /cl.
    exchangeTicket(session.call, token).then(opened, () => opened(token));
    // The path is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Each batch of core's effects runs once: a new `perform` (the language it sets changes it) must not replay them.
  const performRef = useRef(perform);
  performRef.current = perform;
  useEffect(() => {
    for (const effect of page.effects) {
      performRef.current(effect);
      if (effect.type === "lookUpCustomerId") {
        lookUpCustomer().then(
          (customerId) => dispatch({ type: "customerIdFound", customerId }),
          () => dispatch({ type: "customerIdFailed" }),
        );
      }
    }
  }, [page.effects]);

  return (
    <div className="lead-card lead-account" data-phase={page.phase}>
      {page.phase === "loading" ? <RenewalLoading className="lead-loading" /> : null}
      {page.phase === "profile" && page.customerId !== null ? <Profile customerId={page.customerId} lang={lang} onSignedOut={signedOut} /> : null}
      {page.phase === "login" || page.phase === "code" ? (
        <AccountEntry
          key={signOuts}
          className="lead-form"
          today={day}
          onRequestCode={signIn.requestCode}
          onSubmitOtp={signIn.submitOtp}
          onResend={(method) => signIn.resend(method)}
          onEffect={perform}
          onLookUpCustomerId={lookUpCustomer}
          renderProfile={(customerId) => <Profile customerId={customerId} lang={lang} onSignedOut={signedOut} />}
          headingLevel={1}
        />
      ) : null}
    </div>
  );
};

export default AccountPage;
