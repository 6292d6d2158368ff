/**
 * @module renewal
 */
export {};
