import { canReviewBankStatements, type RoleId } from "@lendkit/core";

/** Who opens the statements review (the server checks again): core's reviewers. */
export const canOpenBankReviews = (role: RoleId): boolean => canReviewBankStatements(role);
