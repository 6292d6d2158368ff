/**
 * @module forms
 */
export {};
