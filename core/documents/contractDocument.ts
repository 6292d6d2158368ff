import type { Lang } from "../i18n/lang.js";
import { formatPercent } from "../masks/percent.js";
import type { DocumentFacts, DocumentVehicle } from "./facts.js";
import { documentFileName } from "./kinds.js";
import { dateText, moneyText, type DocumentBlock, type FieldRow, type PrintDocument } from "./layout.js";
import { contractTerms } from "./terms.js";
import { contactFields, customerName, frequencyText, orNotAvailable, statusText, td } from "./text.js";

const titleKeys = {
  lease: "documents.title.contract.lease",
  finance: "documents.title.contract.finance",
  microCredit: "documents.title.contract.microCredit",
} as const;

const vehicleLabel = (vehicle: DocumentVehicle): string =>
  [vehicle.year === null ? "" : String(vehicle.year), vehicle.make.trim(), vehicle.model.trim()].filter(Boolean).join(" ");

const vehicleBlocks = (lang: Lang, vehicle: DocumentVehicle | null): DocumentBlock[] => {
  if (!vehicle || (vehicleLabel(vehicle) === "" && vehicle.vin.trim() === "")) return [];
  return [
    { kind: "heading", text: td(lang, "documents.heading.vehicle") },
    {
      kind: "fields",
      rows: [
        { label: td(lang, "documents.field.vehicle"), value: orNotAvailable(lang, vehicleLabel(vehicle)) },
        { label: td(lang, "documents.field.vin"), value: orNotAvailable(lang, vehicle.vin.trim()) },
      ],
    },
  ];
};

const termRows = (lang: Lang, facts: DocumentFacts): FieldRow[] => {
  const { contract } = facts;
  const terms = contractTerms(contract, facts.payments);
  const money = (cents: number | null) => orNotAvailable(lang, cents === null ? null : moneyText(cents, lang));
  return [
    { label: td(lang, "documents.field.amount"), value: moneyText(contract.amountCents, lang) },
    { label: td(lang, "documents.field.rate"), value: orNotAvailable(lang, contract.annualRate === null ? null : formatPercent(contract.annualRate, lang)) },
    { label: td(lang, "documents.field.frequency"), value: frequencyText(lang, contract) },
    { label: td(lang, "documents.field.numberOfPayments"), value: orNotAvailable(lang, terms.numberOfPayments === null ? null : String(terms.numberOfPayments)) },
    { label: td(lang, "documents.field.regularPayment"), value: money(terms.regularPaymentCents) },
    { label: td(lang, "documents.field.firstPaymentDate"), value: orNotAvailable(lang, terms.firstPaymentDate && dateText(terms.firstPaymentDate)) },
    { label: td(lang, "documents.field.lastPaymentDate"), value: orNotAvailable(lang, terms.lastPaymentDate && dateText(terms.lastPaymentDate)) },
    { label: td(lang, "documents.field.totalOfPayments"), value: money(terms.totalOfPaymentsCents), strong: true },
    ...(terms.residualCents > 0 ? [{ label: td(lang, "documents.field.residual"), value: money(terms.residualCents) }] : []),
    { label: td(lang, "documents.field.costOfCredit"), value: money(terms.costOfCreditCents), strong: true },
  ];
};

/**
 * The contract print (C §7 getContractFile): the parties, the vehicle of a
 * lease or financing, the terms of credit (amount, rate, frequency, number
 * and amount of payments, first and last payment, total of payments and
 * cost of credit, from `contractTerms`) and signature lines.
 */
export const contractDocument = (facts: DocumentFacts, lang: Lang): PrintDocument => {
  const { contract } = facts;
  const parties: FieldRow[] = [
    { label: td(lang, "documents.field.lender"), value: facts.lenderName },
    { label: td(lang, "documents.field.customer"), value: orNotAvailable(lang, facts.customer ? customerName(facts.customer) : null) },
    ...contactFields(lang, facts.customer),
    { label: td(lang, "documents.field.contractNumber"), value: contract.contractNumber },
    { label: td(lang, "documents.field.status"), value: statusText(lang, contract) },
  ];
  return {
    kind: "Contract",
    lang,
    issuer: facts.lenderName,
    title: td(lang, titleKeys[contract.product]),
    subtitle: td(lang, "documents.subtitle.contract", { number: contract.contractNumber }),
    blocks: [
      { kind: "heading", text: td(lang, "documents.heading.parties") },
      { kind: "fields", rows: parties },
      ...vehicleBlocks(lang, contract.vehicle),
      { kind: "heading", text: td(lang, "documents.heading.terms") },
      { kind: "fields", rows: termRows(lang, facts) },
      { kind: "paragraph", text: td(lang, "documents.note.contract") },
      { kind: "heading", text: td(lang, "documents.heading.signatures") },
      {
        kind: "signatures",
        labels: [td(lang, "documents.signature.customer"), td(lang, "documents.signature.lender")],
        dateLine: td(lang, "documents.signature.date"),
      },
    ],
    footer: td(lang, "documents.footer", { date: dateText(facts.today) }),
    fileName: documentFileName("Contract", lang, contract.contractNumber),
  };
};
