/**
 * Type tests of `useMessages` (checked by `npm run typecheck`, not run): `t`
 * takes the keys of the catalogs named, and a key of another domain does not
 * compile; with no catalog, every key.
 */
import { expectTypeOf } from "vitest";
import { commonMessages, renewalMessages, tableMessages, type MessageKey } from "@lendkit/core";
import { useMessages } from "./index.js";
import { useMessages as useDomainMessages } from "./messages.js";

export const TableTexts = () => {
  const t = useMessages(tableMessages, commonMessages);
  expectTypeOf(t).parameter(0).toEqualTypeOf<keyof typeof tableMessages.en | keyof typeof commonMessages.en>();
  t("table.empty");
  t("table.pager", { from: 1, to: 10, count: 57 });
  t("common.continue");
  // @ts-expect-error a renewal text is not among the table's and common catalogs
  t("renewal.loading");
  // @ts-expect-error a checklist text neither
  t("checklist.button");
  // @ts-expect-error nor a key that exists nowhere
  t("table.nope");
  return null;
};

export const OneDomain = () => {
  const t = useMessages(renewalMessages);
  t("renewal.loading");
  // @ts-expect-error the common catalog was not named
  t("common.continue");
  return null;
};

export const AppCode = () => {
  const t = useMessages();
  expectTypeOf(t).parameter(0).toEqualTypeOf<MessageKey>();
  t("renewal.loading");
  t("table.empty");
  return null;
};

export const ComponentCode = () => {
  // The hook components use names at least one domain.
  // @ts-expect-error no catalog: a component must name its domains
  useDomainMessages();
  const t = useDomainMessages(tableMessages);
  // @ts-expect-error a common text without the common catalog
  t("common.continue");
  return t("table.empty");
};
