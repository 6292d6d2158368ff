import { describe } from "vitest";
import { docExamples } from "../masks/docExamples.testkit.js";
import * as money from "./index.js";

describe("money doc examples run", () => {
  docExamples(import.meta.url, ["cents.ts", "amount.ts", "decimal.ts"], { ...money });
});
