import { useCallback, useMemo, useRef, useState } from "react";
import {
  createUploadQueue,
  uploadQueueReducer,
  type UploadEvent,
  type UploadQueue,
  type UploadRefusal,
  type UploadStep,
} from "@lendkit/core";

/** What `useUploadQueueState` returns. */
export interface UploadQueueState<F extends File = File> {
  /** The pending uploads, in the order they were added (core's queue). */
  readonly queue: UploadQueue<F>;
  /**
   * Applies an event through core's `uploadQueueReducer` and returns its step
   * at once (a refusal leaves the queue unchanged and is kept in `refusal`).
   */
  readonly dispatch: (event: UploadEvent<F>) => UploadStep<F>;
  /** The last refusal of an event, or null. */
  readonly refusal: UploadRefusal | null;
  /** The latest queue, even before React re-renders. */
  readonly current: () => UploadQueue<F>;
  /** A new item id, unique in this area ("upload-1", "upload-2"…). */
  readonly nextId: () => string;
}

/**
 * The upload queue's state (no rule): core's queue, changed only by core's
 * `uploadQueueReducer`; `dispatch` answers synchronously so the caller knows
 * at once whether a start, success or failure was accepted.
 *
 * @example
 * const state = useUploadQueueState();
 * state.dispatch({ type: "add", files: [{ id: state.nextId(), file }] });
 */
export const useUploadQueueState = <F extends File = File>(): UploadQueueState<F> => {
  const current = useRef<UploadQueue<F>>(createUploadQueue<F>());
  const counter = useRef(0);
  const [queue, setQueue] = useState<UploadQueue<F>>(current.current);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  const dispatch = useCallback((event: UploadEvent<F>): UploadStep<F> => {
    const step = uploadQueueReducer(current.current, event);
    if (step.ok) {
      current.current = step.queue;
      setQueue(step.queue);
      setRefusal(null);
    } else setRefusal(step.reason);
    return step;
  }, []);

  const nextId = useCallback(() => {
    counter.current += 1;
    return `upload-${counter.current}`;
  }, []);

  const read = useCallback(() => current.current, []);

  return useMemo(() => ({ queue, dispatch, refusal, current: read, nextId }), [queue, dispatch, refusal, read, nextId]);
};
