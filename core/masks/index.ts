/**
 * @module masks
 */
export {};
