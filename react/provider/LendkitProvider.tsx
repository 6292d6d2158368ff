import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { LendkitContext } from "./context.js";
import { useLendkitState, type LendkitStateOptions } from "./useLendkitState.js";

/** Props of `LendkitProvider`. */
export interface LendkitProviderProps extends LendkitStateOptions {
  /** The app, or the part of it that uses Lendkit pieces. */
  readonly children?: ReactNode;
}

/**
 * Gives every Lendkit piece below it the language, tenant, feature flags,
 * role, user, fetcher and history, and sets react-aria's locale (fr-CA or
 * en-CA) for dates, numbers and built-in labels.
 *
 * @example
 * <LendkitProvider defaultLang="fr" tenant="RENT" role={Role.Admin} features={serverFlags}>
 *   <App />
 * </LendkitProvider>
 */
export const LendkitProvider = ({ children, ...options }: LendkitProviderProps) => {
  const value = useLendkitState(options);
  return (
    <LendkitContext.Provider value={value}>
      <I18nProvider locale={value.locale}>{children}</I18nProvider>
    </LendkitContext.Provider>
  );
};
