export { LendkitProvider } from "./LendkitProvider.js";
export type { LendkitProviderProps } from "./LendkitProvider.js";
export { useLendkitState } from "./useLendkitState.js";
export type { LendkitStateOptions } from "./useLendkitState.js";
export { useLendkit, useMessages, missingProviderMessage } from "./useLendkit.js";
export type { AnyDomainCatalog, CatalogKeys, Translate } from "./useLendkit.js";
export { windowHistory, defaultFetcher, defaultDeferralUrl } from "./windowHistory.js";
export type { LendkitContextValue, LendkitFetcher, LendkitHistory, LendkitUser } from "./context.js";
