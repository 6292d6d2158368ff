import { isStaff, t } from "@lendkit/core";
import { lazy, Suspense } from "react";
import type { AppRoute, PageProps } from "../routes.js";

/**
 * The contracts area of the app: the table and the editor, loaded on first
 * use (the sign-in page does not carry them). Every staff role may open
 * them; the server decides what each role may read and change, and the
 * screens show only what the role may do.
 */
const ContractsPage = lazy(() => import("./ContractsPage.js").then((module) => ({ default: module.ContractsPage })));
const ContractEditorPage = lazy(() => import("./ContractEditor.js").then((module) => ({ default: module.ContractEditorPage })));

const Loading = ({ lang }: Pick<PageProps, "lang">) => <p className="hint page-loading">{t(lang, "common.loading")}</p>;

const ContractsRoute = (props: PageProps) => (
  <Suspense fallback={<Loading lang={props.lang} />}>
    <ContractsPage {...props} />
  </Suspense>
);

const ContractEditorRoute = (props: PageProps) => (
  <Suspense fallback={<Loading lang={props.lang} />}>
    <ContractEditorPage {...props} />
  </Suspense>
);

/** `/contracts/:id` (and `/contracts/new`) before `/contracts`: most specific first. */
export const contractRoutes: readonly AppRoute[] = [
  { pattern: "/contracts/:id", page: ContractEditorRoute, allows: isStaff },
  { pattern: "/contracts", page: ContractsRoute, allows: isStaff, nav: "nav.contracts" },
];
