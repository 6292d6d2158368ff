import { describe } from "vitest";
import { docExamples } from "../masks/docExamples.testkit.js";
import * as training from "./training.js";

describe("training doc examples run", () => {
  docExamples(import.meta.url, ["training.ts"], { ...training });
});
