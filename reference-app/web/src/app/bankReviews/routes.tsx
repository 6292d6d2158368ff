import { t } from "@lendkit/core";
import { lazy, Suspense } from "react";
import type { AppRoute, PageProps } from "../routes.js";
import { canOpenBankReviews } from "./access.js";

const Page = lazy(async () => ({ default: (await import("./BankReviewsPage.js")).BankReviewsPage }));

/** Loaded when first opened: the review screen stays out of the app's first download. */
const BankReviewsRoute = (props: PageProps) => (
  <Suspense fallback={<p role="status">{t(props.lang, "payments.loading")}</p>}>
    <Page {...props} />
  </Suspense>
);

/** The statements review area's page. */
export const bankReviewRoutes: readonly AppRoute[] = [{ pattern: "/bank-reviews", page: BankReviewsRoute, allows: canOpenBankReviews, nav: "nav.bankReviews" }];
