import { describe } from "vitest";
import { docExamples } from "../masks/docExamples.testkit.js";
import * as forms from "./index.js";

describe("forms doc examples run", () => {
  docExamples(
    import.meta.url,
    ["state.ts", "required.ts", "enter.ts", "customSections.ts", "requiredFieldsPopup.ts", "creatable.ts", "rules.ts"],
    { ...forms },
  );
});
