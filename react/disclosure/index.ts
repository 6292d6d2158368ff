export { CostOfBorrowing } from "./CostOfBorrowing.js";
export type { CostOfBorrowingProps, CostOfBorrowingOwnProps, CostOfBorrowingRenderState } from "./CostOfBorrowing.js";
export { costOfBorrowingView, showsCreditRate, useCostOfBorrowing } from "./useCostOfBorrowing.js";
export type { CostOfBorrowingView, DisclosureLineView, DisclosureTranslate, UseCostOfBorrowingOptions } from "./useCostOfBorrowing.js";
