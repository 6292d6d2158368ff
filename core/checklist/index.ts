/**
 * @module checklist
 */
export {};
