/**
 * Bank lists of C §3.7 (owned by the bank-verification work).
 */
export {};
