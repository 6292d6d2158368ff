import { CalendarDate } from "@internationalized/date";
import { describe } from "vitest";
import { docExamples } from "../masks/docExamples.testkit.js";
import { Decimal } from "../money/decimal.js";
import * as calculator from "./index.js";

describe("calculator doc examples run", () => {
  docExamples(
    import.meta.url,
    ["annuity.ts", "fees.ts", "count.ts", "taxes.ts", "slider.ts", "renewal.ts", "businessDays.ts", "dates.ts", "holidays.ts"],
    { ...calculator, Decimal, CalendarDate },
  );
});
