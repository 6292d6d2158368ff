/**
 * @module bankVerification
 */
export {};
