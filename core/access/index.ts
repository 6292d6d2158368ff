/**
 * @module access
 * Roles (C §6), tenants and their differences, feature flags with defaults.
 */
export * from "./roles.js";
export * from "./tenants.js";
export * from "./features.js";
export * from "./scope.js";
