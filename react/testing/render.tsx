import type { ReactElement, ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider, type LendkitProviderProps } from "../provider/index.js";

/** Renders `ui` inside a LendkitProvider in `lang` (French by default). */
export const renderWithLendkit = (
  ui: ReactElement,
  { lang = "fr", ...props }: Omit<LendkitProviderProps, "children" | "lang"> & { lang?: Lang } = {},
): RenderResult => {
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <LendkitProvider defaultLang={lang} {...props}>
      {children}
    </LendkitProvider>
  );
  return render(ui, { wrapper: Wrapper });
};
