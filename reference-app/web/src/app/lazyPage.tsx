import { t } from "@lendkit/core";
import { lazy, Suspense, type ComponentType } from "react";
import type { PageProps } from "./routes.js";

/**
 * A page loaded when first opened, "Loading..." meanwhile: an area's
 * screens (and the libraries only they use, such as the charts) stay out of
 * the staff app's first download (`npm run size` holds it to its budget).
 */
export const lazyPage = (load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> => {
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
