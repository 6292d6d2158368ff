import { lazyPage } from "../lazyPage.js";
import type { AppRoute } from "../routes.js";
import { canOpenBankReviews } from "./access.js";

/** Loaded when first opened: the review screen stays out of the app's first download. */
const BankReviewsRoute = lazyPage(async () => (await import("./BankReviewsPage.js")).BankReviewsPage);

/** The statements review area's page. */
export const bankReviewRoutes: readonly AppRoute[] = [{ pattern: "/bank-reviews", page: BankReviewsRoute, allows: canOpenBankReviews, nav: "nav.bankReviews" }];
