/**
 * @module frame
 */
export {};
