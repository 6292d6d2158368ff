/** Owned by a later change: see models/index.ts. */
export {};
