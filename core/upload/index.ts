/**
 * @module upload
 */
export {};
