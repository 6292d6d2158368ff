import { canImportProcessorFiles } from "@lendkit/core";
import { lazyPage } from "../lazyPage.js";
import type { AppRoute } from "../routes.js";

/** Loaded when first opened: the import and the day's run stay out of the app's first download. */
const PaymentFilesPage = lazyPage(async () => (await import("./PaymentFilesPage.js")).PaymentFilesPage);

/** The servicing area's pages. */
export const servicingRoutes: readonly AppRoute[] = [
  { pattern: "/payment-files", page: PaymentFilesPage, allows: canImportProcessorFiles, nav: "nav.paymentFiles" },
];
