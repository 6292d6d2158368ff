import { isValidEmail } from "../contracts/email.js";
import { phoneDigitCount } from "../masks/phone.js";
import { missingBirthDateParts, type BirthDateParts } from "./account.js";

/**
 * The new applicant's basic information (C §3.2: the first step of
 * /go/cash, /go/min/:token/basic and the partner page) and its rule: who
 * they are, where the code goes and the consent to receive it. The
 * birthdate selects are the account's (`birthDateSetPart`, the age rule's
 * pickers); the email rule is the contract's (`isValidEmail`).
 */
export interface ApplicantBasicInfo extends BirthDateParts {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Digits only (core's phone mask). */
  readonly cellPhone: string;
  readonly isAcceptChecked: boolean;
}

/**
 * The form before anything is typed.
 *
 * @example
 * emptyApplicantBasicInfo.birthDateYear // null
 */
export const emptyApplicantBasicInfo: ApplicantBasicInfo = {
  firstName: "",
  lastName: "",
  birthDateYear: null,
  birthDateMonth: null,
  birthDateDay: null,
  email: "",
  cellPhone: "",
  isAcceptChecked: false,
};

/** The form's fields as it names its problems: the three birthdate selects are one. */
export const applicantBasicFields = ["firstName", "lastName", "birthDate", "email", "cellPhone", "isAcceptChecked"] as const;
export type ApplicantBasicField = (typeof applicantBasicFields)[number];

/** What is wrong with a field: missing, not an email address, not 10 digits, consent not given. */
export type ApplicantBasicProblem = "required" | "email" | "phone" | "consent";

/**
 * Each field's problem, empty when the form can be sent: names required
 * (blank counts as missing), a complete birthdate (`missingBirthDateParts`),
 * an email address (`isValidEmail`), the cell phone's 10 digits and the
 * consent.
 *
 * @example
 * applicantBasicProblems(emptyApplicantBasicInfo).isAcceptChecked // "consent"
 * applicantBasicProblems({ ...emptyApplicantBasicInfo, email: "julie@example", cellPhone: "514555" }).email // "email"
 * applicantBasicProblems({ ...emptyApplicantBasicInfo, email: "julie@example", cellPhone: "514555" }).cellPhone // "phone"
 */
export const applicantBasicProblems = (form: ApplicantBasicInfo): Partial<Record<ApplicantBasicField, ApplicantBasicProblem>> => {
  const problems: Partial<Record<ApplicantBasicField, ApplicantBasicProblem>> = {};
  if (form.firstName.trim() === "") problems.firstName = "required";
  if (form.lastName.trim() === "") problems.lastName = "required";
  if (missingBirthDateParts(form).length > 0) problems.birthDate = "required";
  if (form.email.trim() === "") problems.email = "required";
  else if (!isValidEmail(form.email)) problems.email = "email";
  if (form.cellPhone === "") problems.cellPhone = "required";
  else if (form.cellPhone.length !== phoneDigitCount) problems.cellPhone = "phone";
  if (!form.isAcceptChecked) problems.isAcceptChecked = "consent";
  return problems;
};
