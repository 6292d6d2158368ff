export * from "./approvals.js";
