import type { CurrentContractGridInfo, CustomerPayments, Lang, PaymentReceiptOption, PaymentsProfileCustomer } from "@lendkit/core";
import { useCallback, useEffect, useState } from "react";
import { failureCodeOf } from "../../shared/api.js";
import {
  readCustomer,
  readCustomerContracts,
  readGridInfo,
  readPayments,
  readReceipts,
  type CustomerContracts,
} from "./api.js";

/**
 * Everything the payments profile shows, loaded in two waves: the customer,
 * their contracts and the current contract's grid info once per customer;
 * then the shown contract's payments (and, for staff, its receipts) each
 * time the contract, the language or a reload asks. The previous contract
 * stays on screen while the next one loads.
 */

export type ProfileStatus = "loading" | "ready" | "noContract" | "notFound" | "error";

export interface ProfileData {
  readonly status: ProfileStatus;
  readonly customer: PaymentsProfileCustomer | null;
  readonly contracts: CustomerContracts | null;
  readonly contractId: number | null;
  readonly payments: CustomerPayments | null;
  readonly paymentsLoading: boolean;
  readonly gridInfo: CurrentContractGridInfo | null;
  readonly receipts: readonly PaymentReceiptOption[];
  /** Chooses another contract of the selector. */
  readonly selectContract: (contractId: number) => void;
  /** Reads everything again (after a deferral request, a failed load). */
  readonly reload: () => void;
}

interface Options {
  readonly customerId: number;
  readonly lang: Lang;
  /** A contract to show first (C §2 URL parameter contractId), when it is the customer's. */
  readonly initialContractId: number | null;
  /** Staff read the receipts too (C §3.4: not in the customer view). */
  readonly withReceipts: boolean;
}

interface Head {
  readonly status: ProfileStatus;
  readonly customer: PaymentsProfileCustomer | null;
  readonly contracts: CustomerContracts | null;
  readonly gridInfo: CurrentContractGridInfo | null;
}

const loadingHead: Head = { status: "loading", customer: null, contracts: null, gridInfo: null };

const failedStatus = (error: unknown): ProfileStatus => (failureCodeOf(error) === "notFound" ? "notFound" : "error");

export const useProfileData = ({ customerId, lang, initialContractId, withReceipts }: Options): ProfileData => {
  const [head, setHead] = useState<Head>(loadingHead);
  const [contractId, setContractId] = useState<number | null>(null);
  const [payments, setPayments] = useState<CustomerPayments | null>(null);
  const [receipts, setReceipts] = useState<readonly PaymentReceiptOption[]>([]);
  const [paymentsLoading, setPaymentsLoading] = useState(false);
  const [paymentsFailed, setPaymentsFailed] = useState<ProfileStatus | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([readCustomer(customerId), readCustomerContracts(customerId), readGridInfo(customerId)])
      .then(([customer, contracts, gridInfo]) => {
        if (!live) return;
        const listed = contracts.contracts.some((contract) => contract.id === initialContractId);
        setContractId((current) => current ?? (listed ? initialContractId : contracts.currentContractId));
        setHead({ status: contracts.contracts.length === 0 ? "noContract" : "ready", customer, contracts, gridInfo });
      })
      .catch((error: unknown) => live && setHead({ ...loadingHead, status: failedStatus(error) }));
    return () => {
      live = false;
    };
    // initialContractId is read once: later choices are the selector's.
  }, [customerId, generation]);

  useEffect(() => {
    if (contractId === null) return;
    let live = true;
    setPaymentsLoading(true);
    Promise.all([readPayments(customerId, contractId, lang), withReceipts ? readReceipts(customerId, contractId, lang) : Promise.resolve([])])
      .then(([model, list]) => {
        if (!live) return;
        setPayments(model);
        setReceipts(list);
        setPaymentsFailed(null);
      })
      .catch((error: unknown) => live && setPaymentsFailed(failedStatus(error)))
      .finally(() => live && setPaymentsLoading(false));
    return () => {
      live = false;
    };
  }, [customerId, contractId, lang, withReceipts, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const selectContract = useCallback((id: number) => setContractId(id), []);
  const waitingForPayments = head.status === "ready" && payments === null && paymentsFailed === null;
  return {
    status: paymentsFailed ?? (waitingForPayments ? "loading" : head.status),
    customer: head.customer,
    contracts: head.contracts,
    contractId,
    payments,
    paymentsLoading,
    gridInfo: head.gridInfo,
    receipts,
    selectContract,
    reload,
  };
};
