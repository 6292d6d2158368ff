import { describe } from "vitest";
import { Decimal } from "../money/decimal.js";
import * as masks from "./index.js";
import { docExamples } from "./docExamples.testkit.js";
import { digitsOf, fillPattern } from "./pattern.js";
import { groupThousands, readNumberText, writeGrouped } from "./numberText.js";

describe("masks doc examples run", () => {
  docExamples(
    import.meta.url,
    ["money.ts", "percent.ts", "integer.ts", "phone.ts", "sin.ts", "otp.ts", "date.ts", "postalCode.ts", "pattern.ts", "numberText.ts", "typing.ts"],
    { ...masks, Decimal, digitsOf, fillPattern, groupThousands, readNumberText, writeGrouped },
  );
});
