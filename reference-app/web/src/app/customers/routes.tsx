import { t } from "@lendkit/core";
import { lazy, Suspense, type ComponentType } from "react";
import type { AppRoute, PageProps } from "../routes.js";
import { canOpenCustomerList, canOpenCustomerProfile, canOpenDeferralQueue } from "./access.js";

/** A page loaded when first opened (the customers screens stay out of the app's first download), "Loading..." meanwhile. */
const lazyPage = (load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> => {
  const Page = lazy(async () => ({ default: await load() }));
  const LazyPage = (props: PageProps) => (
    <Suspense
      fallback={
        <p role="status" className="cust-loading">
          {t(props.lang, "payments.loading")}
        </p>
      }
    >
      <Page {...props} />
    </Suspense>
  );
  return LazyPage;
};

const CustomersPage = lazyPage(async () => (await import("./CustomersPage.js")).CustomersPage);
const CustomerProfilePage = lazyPage(async () => (await import("./CustomerProfilePage.js")).CustomerProfilePage);
const DeferralsPage = lazyPage(async () => (await import("./DeferralsPage.js")).DeferralsPage);

/** The customers area's pages (who may open each: access.ts). */
export const customerRoutes: readonly AppRoute[] = [
  { pattern: "/customers", page: CustomersPage, allows: canOpenCustomerList, nav: "nav.customers" },
  { pattern: "/customers/:customerId", page: CustomerProfilePage, allows: canOpenCustomerProfile },
  { pattern: "/deferrals", page: DeferralsPage, allows: canOpenDeferralQueue, nav: "nav.deferrals" },
];
