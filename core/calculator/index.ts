/**
 * @module calculator
 * The loan calculator of C §3.6.
 */
export { annuityPayment } from "./annuity.js";
