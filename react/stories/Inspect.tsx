import type { ReactNode } from "react";

/** A hook's result as plain text: functions, elements and refs by kind, dates and decimals as text. */
const plain = (value: unknown, depth: number): unknown => {
  if (typeof value === "function") return "ƒ";
  if (value === null || typeof value !== "object") return value;
  if ("$$typeof" in value) return "<element>";
  if (Array.isArray(value)) return depth > 3 ? `[${value.length} items]` : value.map((item) => plain(item, depth + 1));
  const record = value as Record<string, unknown>;
  if ("current" in record && Object.keys(record).length === 1) return "ref";
  if (typeof record.toJSON === "function" || record.constructor?.name === "CalendarDate") return String(value);
  if (depth > 3) return "{…}";
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, plain(item, depth + 1)]));
};

/**
 * The minimal, unstyled consumer the hook stories share: the hook's name as a
 * heading, what the story does with it, and its current result as text.
 *
 * @example
 * <Inspect name="usePanelWidth" value={usePanelWidth(1200)} />
 */
export const Inspect = ({ name, value, children }: { readonly name: string; readonly value: unknown; readonly children?: ReactNode }) => (
  <section aria-label={name}>
    <h2>
      <code>{name}</code>
    </h2>
    {children}
    <pre data-part="result">{JSON.stringify(plain(value, 0), null, 2)}</pre>
  </section>
);
