/**
 * @module masks
 * Format/parse pairs of the masked field types (A §5, A §9, C §2): money,
 * percent, integer, phone, social insurance number, date, postal code and OTP.
 * Formatting never throws; parsing gives null (or a partial entry) instead.
 * Imports nothing but the Decimal helpers, to stay small.
 */
export { formatMoney, parseMoney, moneyTextProblem, pasteMoney, pasteMoneyInto, formatMoneyWhileTyping, MONEY_DECIMALS } from "./money.js";
export type { MoneyTextProblem, MoneyPasteResult } from "./money.js";
export { formatPercent, parsePercent } from "./percent.js";
export type { PercentDecimals } from "./percent.js";
export { formatInteger, parseInteger } from "./integer.js";
export { formatPhone, parsePhone, isCallablePhone, phoneDigitCount } from "./phone.js";
export { formatSin, parseSin, isValidSin, sinDigitCount } from "./sin.js";
export { formatDate, parseDate, datePlaceholder, dateDigitCount } from "./date.js";
export type { MaskedDate } from "./date.js";
export { formatPostalCode, parsePostalCode, isValidPostalCode, postalCodeLength } from "./postalCode.js";
export { formatOtp, parseOtp, otpDigitCount } from "./otp.js";
export { formatNumberWhileTyping, isBulkEdit } from "./typing.js";
export type { MaskLang } from "./numberText.js";
export { maskedFieldProblem } from "./problem.js";
export type { MaskedFieldKind, MaskedFieldProblemKey } from "./problem.js";
