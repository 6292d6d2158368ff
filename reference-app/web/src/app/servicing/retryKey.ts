import { useCallback, useRef } from "react";
import { ApiError } from "../../shared/api.js";
import { newIdempotencyKey } from "../customers/api.js";

/**
 * The Idempotency-Key of a confirmed servicing action (SECURITY 27). Each
 * new request gets a fresh key; the same request sent again after it got no
 * answer (the network failed, the server failed, or the first try is still
 * running: 409) reuses its key, so the server replays the first outcome
 * instead of recording the payment twice. Once the server has answered it
 * (a success, or a refusal such as 422), the key is spent: the next
 * request, even an identical one, is a new action.
 *
 * The hook answers `send(request, call)`: `request` is any text naming the
 * request (route and body), `call` sends it with the key.
 */
export type SendWithKey = <T>(request: string, call: (key: string) => Promise<T>) => Promise<T>;

/** True when the server's answer settles the request, so its key must not be sent again. */
const isAnswered = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;

export const useRetryKey = (): SendWithKey => {
  const pending = useRef<{ readonly request: string; readonly key: string } | null>(null);
  const send = useCallback(async <T>(request: string, call: (key: string) => Promise<T>): Promise<T> => {
    if (pending.current?.request !== request) pending.current = { request, key: newIdempotencyKey() };
    const { key } = pending.current;
    try {
      const answer = await call(key);
      pending.current = null;
      return answer;
    } catch (error) {
      if (isAnswered(error) && pending.current?.key === key) pending.current = null;
      throw error;
    }
  }, []);
  return send;
};
