/**
 * The one email rule of core, in a module of its own so a form that checks
 * an email (the applicant's, the contract's) does not pull in the contract
 * fields' problem words.
 */

/**
 * True for an email address a message can be sent to: one `@`, a name
 * before it, a domain with a dot after it, no spaces, and none of `<`, `>`
 * or `"` (which would let an address carry a second one into a message's
 * header). Spaces around it are not part of it.
 *
 * @example
 * isValidEmail("julie@example.com") // true
 * isValidEmail("julie@example") // false
 * isValidEmail("julie<x@y.ca>@example.com") // false
 */
export const isValidEmail = (text: string): boolean => /^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/.test(text.trim());
