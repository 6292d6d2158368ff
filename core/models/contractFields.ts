import * as Schema from "effect/Schema";
import {
  codeField,
  countField,
  dateField,
  flagField,
  optionalAmountField,
  textField,
  timestampField,
  withDefault,
} from "./fields.js";
import { draftStatusOptions, SelectOption, StatusOption, UploadedFile } from "./options.js";
import { Note } from "./note.js";
import { ValidationSection } from "./validation.js";

/** Field groups of the contract (B §3.1). Private to models. */

const optionList = withDefault(Schema.Array(SelectOption), []);

/** The record level reached and the highest one, for the stepper. */
export const ContractStepper = Schema.Struct({
  MaxRecordLevel: countField,
  RecordLevel: countField,
});
export type ContractStepper = typeof ContractStepper.Type;

export const identityFields = {
  id: countField,
  internalReference: textField,
  createdTime: timestampField,
  lastModifiedTime: timestampField,
  ContractProductId: codeField,
  contractNumber: textField,
  Amount: optionalAmountField,
  admCustomer_Id: codeField,
  leaContracts_Id_Renew: codeField,
  POId: codeField,
  isImported: flagField,
  BankruptcyDate: dateField,
};

export const statusFields = {
  prevStatusId: codeField,
  statusId: withDefault(Schema.Number, 0),
  statusOptions: withDefault(
    Schema.Array(StatusOption),
    draftStatusOptions.map((entry) => ({ ...entry, label: { ...entry.label } })),
  ),
  stepper: withDefault(ContractStepper, {}),
  isSubmitDisabled: flagField,
};

export const marketAndPlaceFields = {
  marketPrice: optionalAmountField,
  marketSource: codeField,
  marketSourceOptions: optionList,
  annulReasonId: codeField,
  annulOptions: optionList,
  customerProvinceId: codeField,
  stateOptions: optionList,
  dealerProvinceId: codeField,
  FollowupContractNumber: textField,
  FollowupContractCancelReason: textField,
  CrmLeadSourceDescription: textField,
};

export const typeFlagFields = {
  isLoanCash: flagField,
  isMicroCredit: flagField,
  isParentContractMicroCredit: flagField,
  isTraining: flagField,
  isParentContractTraining: flagField,
};

export const filesAndOtherFields = {
  files: withDefault(Schema.Array(UploadedFile), []),
  fileCategoryOptions: optionList,
  isContractCompleted: flagField,
  zumRailsTransactionId: textField,
  zumRailsFailStatus: textField,
  Notes: withDefault(Schema.Array(Note), []),
  validations: withDefault(Schema.Array(ValidationSection), []),
  date: dateField,
  shipDate: dateField,
  dealerInvoicePaidDate: dateField,
  shipType: codeField,
  cashType: codeField,
  cashVendor: textField,
  cashInvoice: textField,
};

const checkStatus = withDefault(Schema.Number, -1);

/** Verification check pairs: `<name>Status` (default -1) and `<name>Date` (default empty). */
export const verificationFields = {
  ABVStatus: checkStatus,
  ABVDate: dateField,
  TACStatus: checkStatus,
  TACDate: dateField,
  FlinksStatus: checkStatus,
  FlinksDate: dateField,
  DecisionLogicStatus: checkStatus,
  DecisionLogicDate: dateField,
  ZumRailsStatus: checkStatus,
  ZumRailsDate: dateField,
  EquifaxStatus: checkStatus,
  EquifaxDate: dateField,
  EquifaxCoDate: dateField,
  CreditbookStatus: checkStatus,
  CreditbookDate: dateField,
  CreditbookCoDate: dateField,
  TransunionStatus: checkStatus,
  TransunionDate: dateField,
  TransunionCoDate: dateField,
};

/** Names of the verification checks, in the spec's order. */
export const verificationCheckNames = [
  "ABV",
  "TAC",
  "Flinks",
  "DecisionLogic",
  "ZumRails",
  "Equifax",
  "Creditbook",
  "Transunion",
] as const;

export const onboardingFields = {
  isAllowedWarrantyChange: flagField,
  expectedPayment: optionalAmountField,
  onboardingStepAttained: codeField,
  onboardingSlug: textField,
  onboardingURL: textField,
  existingContracts: withDefault(Schema.Array(Schema.Unknown), []),
  messages: withDefault(Schema.Array(Schema.Unknown), []),
  salespersonName: textField,
  DealerMVDANumber: textField,
  MVDANumber: textField,
  lastADFSendTime: timestampField,
  isColocSignatureRequest: flagField,
  isLoanCalculatorBrokerageFeeLocked: flagField,
  isLoanCalculatorInstalmentsLocked: flagField,
  isAIApproved: flagField,
  AIRefusalReason: textField,
  StopWatchTime: codeField,
};

/** F and I contact, vendor, buyer and approver of the contract. */
export const contactFields = {
  fandiId: codeField,
  fandiName: textField,
  fandiPhone: textField,
  fandiCell: textField,
  fandiEmail: textField,
  vendorId: codeField,
  vendorDesc: textField,
  vendorBusinessPhone: textField,
  vendorEmail: textField,
  disBuyersId: codeField,
  disBuyers: textField,
  disBuyersCell: textField,
  disBuyersEmail: textField,
  sysLoginsApprovedById: codeField,
  ApprovedBy: textField,
  approvedByCell: textField,
  approvedByEmail: textField,
  approvedByExtension: textField,
  approvedByWasReset: flagField,
};
