import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bankCompletionToReport,
  bankServerCallFor,
  bankVerificationReducer,
  initialBankVerificationState,
  type BankVerificationEvent,
  type BankVerificationState,
} from "./machine.js";
import type { BankProvider } from "./provider.js";

const run = (state: BankVerificationState, events: readonly BankVerificationEvent[]) =>
  events.reduce(bankVerificationReducer, state);

describe("instant bank verification machine (C §3.7)", () => {
  it("widget: tile → request → frame → success redirect → post → 3.5 s → complete once", () => {
    let state = initialBankVerificationState("bankVerification");
    state = bankVerificationReducer(state, { type: "bankChosen", bankId: 912 });
    expect(bankServerCallFor(state)).toEqual({ kind: "createVerification", bankId: 912 });
    state = bankVerificationReducer(state, { type: "requestCreated", requestCode: "RC1", redirectUrl: "https://widget.example/v" });
    expect(state).toMatchObject({ stage: "frame", frameReady: true, redirectUrl: "https://widget.example/v" });
    state = bankVerificationReducer(state, {
      type: "message",
      message: { kind: "verificationRedirect", url: "https://lender.example/ok", outcome: "success" },
    });
    expect(bankServerCallFor(state)).toEqual({ kind: "postVerificationResult", requestCode: "RC1" });
    state = bankVerificationReducer(state, { type: "resultPosted", now: 10_000 });
    expect(state).toMatchObject({ stage: "success", advanceDueAt: 13_500, completed: false });
    expect(bankVerificationReducer(state, { type: "tick", now: 13_499 }).completed).toBe(false);
    const done = bankVerificationReducer(state, { type: "tick", now: 13_500 });
    expect(bankCompletionToReport(state, done, "ab12")).toEqual({ slug: "ab12", currentStep: 21 });
    expect(bankVerificationReducer(done, { type: "tick", now: 20_000 })).toBe(done);
  });

  it("widget failure: 'All your login attempts failed', Restart goes back to the tiles", () => {
    const failed = run(initialBankVerificationState("bankVerification"), [
      { type: "bankChosen", bankId: 2545 },
      { type: "requestCreated", requestCode: "RC", redirectUrl: "https://widget.example/v" },
      { type: "message", message: { kind: "verificationRedirect", url: "https://l.example/failure", outcome: "failure" } },
    ]);
    expect(failed.stage).toBe("failure");
    expect(bankVerificationReducer(failed, { type: "restart" })).toEqual(initialBankVerificationState("bankVerification"));
  });

  it("widget request failure is swallowed: back to the tiles", () => {
    const state = run(initialBankVerificationState("bankVerification"), [{ type: "bankChosen", bankId: 1 }, { type: "requestFailed" }]);
    expect(state.stage).toBe("chooseBank");
  });

  it("aggregator: spinner until APP_MOUNTED, REDIRECT posts the login id, 5 s", () => {
    let state = run(initialBankVerificationState("aggregator"), [{ type: "bankChosen", bankId: 7 }]);
    expect(state).toMatchObject({ stage: "frame", frameReady: false });
    state = bankVerificationReducer(state, { type: "message", message: { kind: "aggregatorMounted" } });
    expect(state.frameReady).toBe(true);
    state = bankVerificationReducer(state, { type: "message", message: { kind: "aggregatorRedirect", loginId: "L1" } });
    expect(bankServerCallFor(state)).toEqual({ kind: "postAggregatorLogin", loginId: "L1" });
    state = bankVerificationReducer(state, { type: "resultPostFailed", now: 0 });
    expect(state).toMatchObject({ stage: "success", advanceDueAt: 5000, resultPostFailed: true });
  });

  it("alternate: loading → connector loaded → complete → posted → success → 5000 ms", () => {
    let state = initialBankVerificationState("alternate");
    expect(state).toMatchObject({ stage: "frame", frameReady: false });
    state = bankVerificationReducer(state, { type: "message", message: { kind: "connectorLoaded" } });
    expect(state.frameReady).toBe(true);
    state = bankVerificationReducer(state, { type: "message", message: { kind: "connectionCompleted", data: { id: "x" } } });
    expect(bankServerCallFor(state)).toEqual({ kind: "postAlternateResult", data: { id: "x" } });
    state = bankVerificationReducer(state, { type: "resultPosted", now: 1 });
    expect(state.advanceDueAt).toBe(5001);
  });

  it("a second success never restarts the delay; continue completes early, once", () => {
    const success = run(initialBankVerificationState("alternate"), [
      { type: "message", message: { kind: "connectionCompleted", data: {} } },
      { type: "resultPosted", now: 100 },
    ]);
    expect(bankVerificationReducer(success, { type: "message", message: { kind: "connectionCompleted", data: {} } })).toBe(success);
    expect(bankVerificationReducer(success, { type: "resultPosted", now: 999 })).toBe(success);
    const continued = bankVerificationReducer(success, { type: "continue" });
    expect(continued.completed).toBe(true);
    expect(bankVerificationReducer(continued, { type: "continue" })).toBe(continued);
  });

  const provider = fc.constantFrom<BankProvider>("bankVerification", "aggregator", "alternate");
  const event: fc.Arbitrary<BankVerificationEvent> = fc.oneof(
    fc.integer({ min: 1, max: 20 }).map((bankId) => ({ type: "bankChosen", bankId }) as const),
    fc.constant({ type: "requestCreated", requestCode: "R", redirectUrl: "https://w.example/" } as const),
    fc.constant({ type: "requestFailed" } as const),
    fc.constantFrom(
      { kind: "verificationRedirect", url: "https://l.example/ok", outcome: "success" } as const,
      { kind: "verificationRedirect", url: "https://l.example/failure", outcome: "failure" } as const,
      { kind: "aggregatorMounted" } as const,
      { kind: "aggregatorRedirect", loginId: "L" } as const,
      { kind: "connectorLoaded" } as const,
      { kind: "connectionCompleted", data: {} } as const,
    ).map((message) => ({ type: "message", message }) as const),
    fc.integer({ min: 0, max: 20_000 }).map((now) => ({ type: "resultPosted", now }) as const),
    fc.integer({ min: 0, max: 20_000 }).map((now) => ({ type: "resultPostFailed", now }) as const),
    fc.integer({ min: 0, max: 40_000 }).map((now) => ({ type: "tick", now }) as const),
    fc.constant({ type: "continue" } as const),
    fc.constant({ type: "restart" } as const),
  );

  it("property: completion is reported at most once, only from success, never before its due time by tick", () => {
    fc.assert(
      fc.property(provider, fc.array(event, { maxLength: 40 }), (chosen, events) => {
        let state = initialBankVerificationState(chosen);
        let reports = 0;
        for (const next of events) {
          const after = bankVerificationReducer(state, next);
          if (bankCompletionToReport(state, after, "s") !== null) {
            reports += 1;
            expect(state.stage).toBe("success");
            if (next.type === "tick") expect(next.now).toBeGreaterThanOrEqual(state.advanceDueAt!);
          }
          if (state.completed) expect(after.completed).toBe(true);
          state = after;
        }
        expect(reports).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("property: the delay is the provider's (3.5 s widget, 5 s otherwise)", () => {
    fc.assert(
      fc.property(provider, fc.array(event, { maxLength: 40 }), (chosen, events) => {
        let state = initialBankVerificationState(chosen);
        for (const next of events) {
          const after = bankVerificationReducer(state, next);
          if (state.stage !== "success" && after.stage === "success" && "now" in next) {
            expect(after.advanceDueAt! - next.now).toBe(chosen === "bankVerification" ? 3500 : 5000);
          }
          state = after;
        }
      }),
    );
  });
});
