import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import {
  bankCompletionToReport,
  bankFrameOrigins,
  bankServerCallFor,
  bankTilesFor,
  bankVerificationView,
  parseBankMessage,
  type BankServerCall,
  type BankStepCompletion,
  type BankTile,
  type BankVerificationView,
  type Features,
} from "@lendkit/core";
import type { BankVerificationMachine } from "./useBankVerificationState.js";

/** What a server call answers: the widget's request (createVerification), nothing for result posts. */
export type BankServerAnswer = { readonly requestCode: string; readonly redirectUrl: string } | void;

/** The window the views listen on (injectable for tests and embedding). */
export type BankMessageWindow = Pick<Window, "addEventListener" | "removeEventListener">;

/** Options of `useBankVerification`. */
export interface UseBankVerificationOptions {
  /** The state from `useBankVerificationState`. */
  readonly bank: BankVerificationMachine;
  /** The renewal's slug (reported with the completion). */
  readonly slug: string;
  /** The clock (ms). */
  readonly now: () => number;
  /** Performs core's server call; a rejection is core's failure event. */
  readonly onServerCall: (call: BankServerCall) => Promise<BankServerAnswer>;
  /** Called once when the step completes (core's `bankCompletionToReport`). */
  readonly onCompleted: (completion: BankStepCompletion) => void;
  /** The aggregator's or alternate view's frame address for the chosen bank (the widget's comes from its request). */
  readonly frameUrlFor?: (bankId: number | null) => string | null;
  /** Where `message` events arrive; `window` by default. */
  readonly messageWindow?: BankMessageWindow;
  /** The bank step is the flow's only step. */
  readonly onlyStep?: boolean;
  /** Test mode (`test=true`): the provider's test bank is offered. */
  readonly test?: boolean;
  /** Features (RestOfCanada adds the aggregator's banks outside Québec). */
  readonly features?: Pick<Features, "RestOfCanada">;
}

/** Prop objects and values of the bank verification views. */
export interface BankVerificationAria {
  /** Core's view of the state. */
  readonly view: BankVerificationView;
  /** The tiles to show (core's list for the provider and flags). */
  readonly tiles: readonly BankTile[];
  /** Props of a tile button. */
  readonly tileProps: (tile: BankTile) => { onPress: () => void; "data-bank-id": number };
  /** Props of the provider's iframe (null when not shown). */
  readonly frameProps: { ref: RefObject<HTMLIFrameElement | null>; src: string; style: CSSProperties; "data-ready": true | undefined } | null;
  /** Props of Restart. */
  readonly restartProps: { onPress: () => void };
}

/**
 * The bank verification's behaviour: chooses core's tile list, runs core's
 * server calls, listens to `message` events on an injectable window and hands
 * `{ origin, data, source }` to core's `parseBankMessage` with the frame's own
 * origin and `contentWindow` as expected source, schedules the one-time
 * auto-advance `tick(now())` at core's due time, and reports the completion once.
 *
 * @example
 * const bank = useBankVerificationState("aggregator");
 * const aria = useBankVerification({ bank, slug, now: Date.now, onServerCall: api.bankCall, onCompleted: next, frameUrlFor });
 */
export const useBankVerification = ({
  bank,
  slug,
  now,
  onServerCall,
  onCompleted,
  frameUrlFor,
  messageWindow,
  onlyStep,
  test,
  features,
}: UseBankVerificationOptions): BankVerificationAria => {
  const { state, dispatch } = bank;
  const view = bankVerificationView(state, { onlyStep: onlyStep === true });
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const latest = useRef({ onServerCall, onCompleted, now });
  latest.current = { onServerCall, onCompleted, now };
  const frameUrl = state.redirectUrl ?? frameUrlFor?.(state.bankId) ?? null;

  // Provider messages: exact origin of the frame, and its window as the source.
  const target = messageWindow ?? (typeof window === "undefined" ? undefined : window);
  const provider = state.provider;
  useEffect(() => {
    if (!view.showFrame || target === undefined) return;
    const origins = bankFrameOrigins(frameUrl);
    const listener = (event: Event) => {
      const message = event as MessageEvent;
      const result = parseBankMessage(
        { origin: message.origin, data: message.data, source: message.source },
        { provider, origins, source: frameRef.current?.contentWindow ?? undefined },
      );
      if (result.ok) dispatch({ type: "message", message: result.message });
    };
    target.addEventListener("message", listener);
    return () => target.removeEventListener("message", listener);
  }, [view.showFrame, target, frameUrl, provider, dispatch]);

  // Core's server calls.
  const call = bankServerCallFor(state);
  const callKey = call === null ? null : JSON.stringify(call);
  useEffect(() => {
    if (call === null) return;
    let active = true;
    latest.current.onServerCall(call).then(
      (answer) => {
        if (!active) return;
        if (call.kind === "createVerification") {
          dispatch(answer ? { type: "requestCreated", requestCode: answer.requestCode, redirectUrl: answer.redirectUrl } : { type: "requestFailed" });
        } else dispatch({ type: "resultPosted", now: latest.current.now() });
      },
      () => {
        if (!active) return;
        dispatch(call.kind === "createVerification" ? { type: "requestFailed" } : { type: "resultPostFailed", now: latest.current.now() });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the call is identified by its key
  }, [callKey, dispatch]);

  // The one-time auto-advance: a tick at core's due time. A timer can fire before the clock says the time
  // has come (the clock set back, a timer clamped): core then keeps the step, so the hook waits again.
  const { advanceDueAt, completed } = state;
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    if (advanceDueAt === null || completed) return;
    const timer = setTimeout(() => {
      dispatch({ type: "tick", now: latest.current.now() });
      setTicks((count) => count + 1);
    }, Math.max(0, advanceDueAt - latest.current.now()));
    return () => clearTimeout(timer);
  }, [advanceDueAt, completed, dispatch, ticks]);

  const previous = useRef(state);
  useEffect(() => {
    const report = bankCompletionToReport(previous.current, state, slug);
    previous.current = state;
    if (report) latest.current.onCompleted(report);
  }, [state, slug]);

  const tiles = bankTilesFor(state.provider, { test: test === true, ...(features ? { features } : {}) });

  return {
    view,
    tiles,
    tileProps: (tile) => ({ onPress: () => dispatch({ type: "bankChosen", bankId: tile.id }), "data-bank-id": tile.id }),
    frameProps:
      view.showFrame && frameUrl !== null
        ? {
            ref: frameRef,
            src: frameUrl,
            style: { minHeight: `${view.frameMinHeightPx}px`, width: "100%" },
            "data-ready": state.frameReady || undefined,
          }
        : null,
    restartProps: { onPress: () => dispatch({ type: "restart" }) },
  };
};
