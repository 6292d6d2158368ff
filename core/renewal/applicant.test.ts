import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "../contracts/email.js";
import { birthDateSetPart, birthDayOptions, birthMonthOptions, birthYearOptions } from "./account.js";
import { applicantAgeRefusal } from "./age.js";
import { applicantBasicFields, applicantBasicProblems, emptyApplicantBasicInfo, type ApplicantBasicInfo } from "./applicant.js";

const filled: ApplicantBasicInfo = {
  firstName: "Maude",
  lastName: "Nouvelle",
  birthDateYear: 1991,
  birthDateMonth: 4,
  birthDateDay: 17,
  email: " maude.nouvelle@example.com ",
  cellPhone: "4385557788",
  isAcceptChecked: true,
};

const today = { year: 2026, month: 11, day: 22 };

describe("the new applicant's basic information (C §3.2)", () => {
  it("names every field's problem on an empty form, in the form's order", () => {
    expect(applicantBasicProblems(emptyApplicantBasicInfo)).toEqual({
      firstName: "required",
      lastName: "required",
      birthDate: "required",
      email: "required",
      cellPhone: "required",
      isAcceptChecked: "consent",
    });
    expect(Object.keys(applicantBasicProblems(emptyApplicantBasicInfo))).toEqual([...applicantBasicFields]);
    expect(applicantBasicProblems(filled)).toEqual({});
  });

  it("counts blank names and an incomplete or impossible birthdate as missing", () => {
    expect(applicantBasicProblems({ ...filled, firstName: "  ", lastName: "\t" })).toEqual({ firstName: "required", lastName: "required" });
    expect(applicantBasicProblems({ ...filled, birthDateDay: null }).birthDate).toBe("required");
    expect(applicantBasicProblems({ ...filled, birthDateYear: 2023, birthDateMonth: 2, birthDateDay: 29 }).birthDate).toBe("required");
  });

  it("wants an email address and the cell phone's 10 digits", () => {
    expect(applicantBasicProblems({ ...filled, email: "maude@example" }).email).toBe("email");
    expect(applicantBasicProblems({ ...filled, email: "maude example.com" }).email).toBe("email");
    expect(applicantBasicProblems({ ...filled, cellPhone: "438555778" }).cellPhone).toBe("phone");
  });

  it("judges the email with the contract's rule, nothing of its own", () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        const problem = applicantBasicProblems({ ...filled, email }).email;
        expect(problem === undefined).toBe(email.trim() !== "" && isValidEmail(email));
      }),
    );
  });
});

describe("the birthdate selects with the age rule (birthDateSetPart with today)", () => {
  const part = fc.constantFrom("birthDateYear" as const, "birthDateMonth" as const, "birthDateDay" as const);
  const choice = fc.option(fc.integer({ min: 1, max: 31 }), { nil: null });

  it("keeps only a month and day the pickers offer, whatever is chosen in whatever order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(part, choice, fc.constantFrom(...birthYearOptions(today)))), (steps) => {
        let form: ApplicantBasicInfo = emptyApplicantBasicInfo;
        for (const [which, value, year] of steps) form = birthDateSetPart(form, which, which === "birthDateYear" ? year : value, today);
        const { birthDateYear: y, birthDateMonth: m, birthDateDay: d } = form;
        if (y === null) expect([m, d]).toEqual([null, null]);
        if (m === null) expect(d).toBeNull();
        if (y !== null && m !== null) expect(birthMonthOptions(y, today).options).toContain(m);
        if (y !== null && m !== null && d !== null) {
          expect(birthDayOptions(y, m, today).options).toContain(d);
          expect(applicantAgeRefusal({ year: y, month: m, day: d }, today)).toBeNull();
        }
      }),
    );
  });

  it("clears the month and day a younger year no longer offers", () => {
    const born = { ...filled, birthDateYear: 2008, birthDateMonth: 12, birthDateDay: 1 };
    expect(birthDateSetPart(born, "birthDateYear", 2008, today)).toMatchObject({ birthDateMonth: null, birthDateDay: null });
    const november = { ...filled, birthDateYear: 2007, birthDateMonth: 11, birthDateDay: 30 };
    expect(birthDateSetPart(november, "birthDateYear", 2008, today)).toMatchObject({ birthDateMonth: 11, birthDateDay: null });
    // Without today, the account's selects: any real day stays.
    expect(birthDateSetPart(november, "birthDateYear", 2008)).toMatchObject({ birthDateMonth: 11, birthDateDay: 30 });
  });
});
