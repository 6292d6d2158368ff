import type { Lang, RoleId } from "@lendkit/core";
import type { ComponentType } from "react";
import type { StoredUser } from "../shared/session.js";
import { bankReviewRoutes } from "./bankReviews/routes.js";
import { contractRoutes } from "./contracts/index.js";
import { customerRoutes } from "./customers/routes.js";
import { servicingRoutes } from "./servicing/routes.js";
import { collectionsRoutes } from "./collections/routes.js";

/** What every routed page receives. */
export interface PageProps {
  readonly lang: Lang;
  readonly user: StoredUser;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * One entry of the app: its path pattern, the page, and who may open it
 * (the server checks again on every call). `nav` puts it in the top bar
 * under that text key.
 */
export interface AppRoute {
  readonly pattern: string;
  readonly page: ComponentType<PageProps>;
  readonly allows: (role: RoleId) => boolean;
  readonly nav?: "nav.contracts" | "nav.customers" | "nav.deferrals" | "nav.bankReviews" | "nav.paymentFiles" | "nav.collections";
}

/** Every page of the staff and customer app, most specific first. Areas add their entries here. */
export const appRoutes: readonly AppRoute[] = [...contractRoutes, ...customerRoutes, ...bankReviewRoutes, ...servicingRoutes, ...collectionsRoutes];
