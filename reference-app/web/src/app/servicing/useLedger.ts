import { useCallback, useEffect, useState } from "react";
import { readLedger, type WireLedger } from "./servicingApi.js";

/** The ledger of a contract as a screen shows it: loading, shown, or failed (with the error to show). */
export interface LedgerData {
  readonly ledger: WireLedger | null;
  readonly loading: boolean;
  readonly error: unknown;
  /** Reads the ledger again (after an action); the one shown stays until the new one arrives. */
  readonly reload: () => void;
}

/** Reads GET /api/contracts/:id/ledger at the lender's today, again on `reload`; a stale answer never replaces a newer one. */
export const useLedger = (contractId: number): LedgerData => {
  const [ledger, setLedger] = useState<WireLedger | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    readLedger(contractId)
      .then((answer) => {
        if (!live) return;
        setLedger(answer);
        setError(null);
      })
      .catch((caught: unknown) => live && setError(caught))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [contractId, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ledger, loading, error, reload };
};
