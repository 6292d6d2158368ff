import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { openLeadSession, type LeadSession, type Watched } from "./session.js";

const LeadSessionContext = createContext<LeadSession | null>(null);

/**
 * Holds the page's lead session (`openLeadSession`: the user values of an
 * earlier visit reset, the live token and the lead source kept) for the
 * screens below it; modules that are not components get what they need of
 * it from the screen that calls them.
 */
export const LeadSessionProvider = ({ children }: { readonly children: ReactNode }) => {
  const [session] = useState(() => openLeadSession());
  return <LeadSessionContext.Provider value={session}>{children}</LeadSessionContext.Provider>;
};

/** The lead session of the page (inside `LeadSessionProvider` only). */
export const useLeadSession = (): LeadSession => {
  const session = useContext(LeadSessionContext);
  if (session === null) throw new Error("useLeadSession outside LeadSessionProvider");
  return session;
};

/** One of the session's changing values (calls under way, a broken link…), read as it changes. */
export const useWatched = <T,>(value: Watched<T>): T => useSyncExternalStore(value.subscribe, value.current);
