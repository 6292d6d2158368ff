import fc from "fast-check";
import Decimal from "decimal.js";
import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import * as catalog from "../i18n/catalog/fieldProblems.js";
import { frenchSpacingProblems } from "../i18n/frenchSpacing.js";
import { emptyContract } from "../models/contract.js";
import { decodeError } from "../models/decode.js";
import { contractFigureProblems } from "./update.js";
import {
  contractFieldProblem,
  contractFieldProblems,
  fieldProblemCodeOf,
  fieldProblemText,
  isValidEmail,
  isValidVin,
  type FieldProblemCode,
} from "./fieldChecks.js";

const today = new CalendarDate(2026, 3, 10);

describe("contract field rules (issue 15 §4)", () => {
  it("refuses a birth date after today in every form the date travels in; today and before pass", () => {
    for (const value of ["2026-03-11", "2026/03/11", new CalendarDate(2027, 1, 1)]) expect(contractFieldProblem("lessee.birthDate", value, today)).toBe("futureDate");
    for (const value of ["2026-03-10", "1980/05/04", new CalendarDate(1990, 1, 1), "", null]) expect(contractFieldProblem("lessee.birthDate", value, today)).toBeNull();
    expect(contractFieldProblem("colessee.coBirthDate", "2099-01-01", today)).toBe("futureDate");
  });

  it("checks emails: empty passes, a malformed one is refused", () => {
    expect(isValidEmail("julie.tremblay@example.ca")).toBe(true);
    for (const bad of ["julie", "julie@", "@example.com", "julie@example", "ju lie@example.com", "a@b@c.com", "julie@example..com", 'julie"<x@y.ca>"@example.com', "julie@exa>mple.com"])
      expect(isValidEmail(bad)).toBe(false);
    expect(contractFieldProblem("lessee.email", "", today)).toBeNull();
    expect(contractFieldProblem("lessee.email", "julie@", today)).toBe("email");
    expect(contractFieldProblem("colessee.coEmail", "paul@", today)).toBe("email");
  });

  it("property: an address accepted stays refused once a <, > or \" is put anywhere in it", () => {
    const part = fc.stringMatching(/^[a-z0-9_+-]{1,12}$/);
    fc.assert(
      fc.property(part, part, part, fc.constantFrom("<", ">", '"'), fc.nat(), (name, domain, top, bad, at) => {
        const email = `${name}@${domain}.${top}`;
        expect(isValidEmail(email)).toBe(true);
        const index = at % (email.length + 1);
        expect(isValidEmail(`${email.slice(0, index)}${bad}${email.slice(index)}`)).toBe(false);
      }),
    );
  });

  it("checks a VIN's check digit; changing any other character of a valid VIN breaks it or keeps it valid as the sum says", () => {
    expect(isValidVin("1HGCM82633A004352")).toBe(true);
    expect(isValidVin("1hgcm82633a004352")).toBe(true);
    expect(isValidVin("1HGCM82643A004352")).toBe(false);
    expect(isValidVin("1HGCM82633A00435")).toBe(false);
    expect(isValidVin("1HGCM82633A00435I")).toBe(false);
    expect(contractFieldProblem("vehicle.vin", "1HGCM82643A004352", today)).toBe("vin");
    expect(contractFieldProblem("vehicle.vin", "", today)).toBeNull();
    expect(contractFieldProblem("vehicle.exVin", "123", today)).toBe("vin");
  });

  it("a VIN is valid for exactly one check digit", () => {
    const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789".split("");
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { minLength: 16, maxLength: 16 }), (others) => {
        const valid = "0123456789X".split("").filter((check) => isValidVin([...others.slice(0, 8), check, ...others.slice(8)].join("")));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it("refuses rates outside 0–100 whatever their form, accepts the range's ends", () => {
    for (const value of [-0.01, 100.001, new Decimal("150"), "120,5", "abc"]) expect(contractFieldProblem("financeLease.interestRate", value, today)).toBe("rate");
    for (const value of [0, 100, new Decimal("19.99"), "7,5", null, ""]) expect(contractFieldProblem("financeLease.interestRate", value, today)).toBeNull();
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (rate) => {
        expect(contractFieldProblem("financeLease.interestRateDealer", rate, today) === null).toBe(rate >= 0 && rate <= 100);
      }),
    );
  });

  it("lists every problem of a contract with its path", () => {
    const contract = { lessee: { birthDate: "2030-01-01", email: "x@" }, vehicle: { vin: "1HGCM82643A004352" }, financeLease: { interestRate: 101 } };
    expect(contractFieldProblems(contract, today)).toEqual([
      { path: "lessee.birthDate", code: "futureDate" },
      { path: "lessee.email", code: "email" },
      { path: "vehicle.vin", code: "vin" },
      { path: "financeLease.interestRate", code: "rate" },
    ]);
    expect(contractFieldProblems({}, today)).toEqual([]);
  });

  it("names decode messages by code and words every code in one language only", () => {
    // Each decode error carries its code from where it is made; none left means an invalid value.
    expect(fieldProblemCodeOf(decodeError("a", "unknown field"))).toBe("unknownField");
    expect(fieldProblemCodeOf(decodeError("a", "is required"))).toBe("required");
    const contract = emptyContract();
    const rate = contractFigureProblems({ ...contract, financeLease: { ...contract.financeLease, interestRate: new Decimal("101") } });
    expect(rate.map(fieldProblemCodeOf)).toEqual(["rate"]);
    expect(fieldProblemCodeOf(decodeError("a", "expected a number"))).toBe("invalidValue");
    expect(fieldProblemCodeOf({ path: "a", message: "expected an amount" })).toBe("invalidValue");
    expect(contractFigureProblems({ ...contract, Amount: new Decimal("1000000000.01") }).map(fieldProblemCodeOf)).toEqual(["amount"]);
    expect(fieldProblemCodeOf({ path: "a", message: "whatever", code: "email" })).toBe("email");
    for (const code of Object.keys(catalog.en).map((key) => key.replace("field.problem.", "")) as FieldProblemCode[]) {
      expect(fieldProblemText("fr", code)).not.toBe(fieldProblemText("en", code));
      expect(fieldProblemText("fr", code)).not.toContain(" / ");
      expect(frenchSpacingProblems(fieldProblemText("fr", code))).toEqual([]);
    }
  });
});
