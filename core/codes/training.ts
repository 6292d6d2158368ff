/**
 * Training programmes of C §3.6 (owned by the calculator work).
 */
export {};
