/**
 * Type tests of the calculator model as the public types show it (checked by
 * `npm run typecheck`, not run): the server's misspelt keys stay on the wire,
 * the model and LoanCalculator's `onModelChange` speak correct English.
 */
import { expectTypeOf } from "vitest";
import type { CalendarDate } from "@internationalized/date";
import { encodeCalculatorModel, type CalculatorModel, type Decimal } from "@lendkit/core";
import { LoanCalculator } from "./index.js";

expectTypeOf<CalculatorModel["lengthInDays"]>().toEqualTypeOf<number>();
expectTypeOf<CalculatorModel["forcedBrokeragePerFrequency"]>().toEqualTypeOf<Decimal | null>();
expectTypeOf<CalculatorModel["recommendedFirstPaymentDate"]>().toEqualTypeOf<CalendarDate | null>();
expectTypeOf<CalculatorModel>().not.toHaveProperty("lenghtInDays");
expectTypeOf<CalculatorModel>().not.toHaveProperty("forcedBrokeragePerFrequecy");
expectTypeOf<CalculatorModel>().not.toHaveProperty("recomendedFirstPaymentDate");

// The encoded (wire) form keeps the server's spelling.
expectTypeOf<ReturnType<typeof encodeCalculatorModel>>().toHaveProperty("lenghtInDays");
expectTypeOf<ReturnType<typeof encodeCalculatorModel>>().not.toHaveProperty("lengthInDays");

export const Days = ({ model, today }: { model: CalculatorModel; today: CalendarDate }) => (
  <LoanCalculator
    defaultModel={model}
    today={today}
    feeConstants={{ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 }}
    onModelChange={(next) => {
      expectTypeOf(next.lengthInDays).toEqualTypeOf<number>();
      // @ts-expect-error the wire's typo is not part of the public type
      void next.lenghtInDays;
    }}
  />
);
