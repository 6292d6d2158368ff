// Types of the exact money oracle (exactMoney.mjs).
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}
export interface OracleLine {
  readonly payment: number;
  readonly interest: number;
  readonly principal: number;
  readonly balance: number;
}
export interface PaymentOptions {
  readonly residual?: string;
}
export declare const ONE: Q;
export declare const q: (n: bigint | number, d?: bigint | number) => Q;
export declare const parse: (text: string | number) => Q;
export declare const add: (a: Q, b: Q) => Q;
export declare const sub: (a: Q, b: Q) => Q;
export declare const mul: (a: Q, b: Q) => Q;
export declare const div: (a: Q, b: Q) => Q;
export declare const pow: (a: Q, k: number) => Q;
export declare const same: (a: Q, b: Q) => boolean;
export declare const reduce: (a: Q) => Q;
export declare const halfUpCents: (dollars: Q) => number;
export declare const dollarsOf: (cents: number | bigint) => Q;
export declare const periodicRate: (annualPercent: string, periodsPerYear: number) => Q;
export declare const exactPayment: (principal: string, annualPercent: string, periodsPerYear: number, count: number, options?: PaymentOptions) => Q;
export declare const paymentCents: (principal: string, annualPercent: string, periodsPerYear: number, count: number, options?: PaymentOptions) => number;
export declare const interestCents: (balanceCents: number, annualPercent: string, periodsPerYear: number) => number;
export declare const scheduleCents: (principal: string, annualPercent: string, periodsPerYear: number, count: number, options?: { readonly residual?: string }) => OracleLine[] | null;
export declare const tieLoan: (annualPercent: string, periodsPerYear: number, count: number, j: number) => { principalCents: bigint; paymentCents: bigint } | null;
export declare const tieLease: (annualPercent: string, periodsPerYear: number, count: number, j: number, m: number) => { principalCents: bigint; residualCents: bigint; paymentCents: bigint } | null;
export declare const interestTieBalance: (annualPercent: string, periodsPerYear: number, halfCents: number) => number | null;
export declare const addMonthsClamped: (year: number, month: number, day: number, months: number) => [number, number, number];
export declare const addDays: (year: number, month: number, day: number, days: number) => [number, number, number];
