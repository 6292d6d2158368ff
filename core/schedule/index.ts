/**
 * @module schedule
 */
export {};
