import { option, type CodeOption } from "./option.js";

/**
 * Salutation codes (B §9). Code 0 (Miss) exists only in the co-lessee list.
 *
 * @example
 * Salutation.Mr // 2
 */
export const Salutation = { Miss: 0, Mrs: 1, Mr: 2 } as const;

/** A salutation code. */
export type SalutationCode = (typeof Salutation)[keyof typeof Salutation];

const miss = option(Salutation.Miss, "Miss", "Mademoiselle");
const mrs = option(Salutation.Mrs, "Mrs.", "Madame");
const mr = option(Salutation.Mr, "Mr.", "Monsieur");

/**
 * The lessee's salutation options: 1 Mrs, 2 Mr.
 *
 * @example
 * lesseeSalutationOptions.map((entry) => entry.value) // [1, 2]
 */
export const lesseeSalutationOptions: readonly CodeOption<SalutationCode>[] = [mrs, mr];

/**
 * The co-lessee's salutation options: 0 Miss, 1 Mrs, 2 Mr.
 *
 * @example
 * labelOf(colesseeSalutationOptions, 0, "fr") // "Mademoiselle"
 */
export const colesseeSalutationOptions: readonly CodeOption<SalutationCode>[] = [miss, mrs, mr];
