/**
 * @module payments
 */
export {};
