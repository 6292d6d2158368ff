import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import type { CalendarDate } from "@internationalized/date";
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { CalendarPopover } from "../calendarPopover/index.js";
import type { CustomerPayments } from "@lendkit/core";
import type { PaymentsNotify } from "./types.js";
import { dialogFocusRender, mergeDomProps, type DomProps } from "../dom/index.js";
import { useDeferral } from "./useDeferral.js";
import type { HeadingLevel } from "../dom/heading.js";
import { pendingAttributes } from "../dom/pending.js";

/** The state the dialog's `className` and `style` may be computed from. */
export interface DeferralModalRenderState {
  /** True while the request is sent. */
  readonly isSending: boolean;
}

/** Props of `DeferralModal`: its own, plus DOM props for the dialog. */
export type DeferralModalProps = DeferralModalOwnProps & DomProps<HTMLElement, DeferralModalRenderState, DeferralModalOwnProps>;

/** The modal's own props. */
export interface DeferralModalOwnProps {
  /** The contract's payments model. */
  readonly payments: CustomerPayments;
  /** Index of the payment to defer in `payments.paymentsList`. */
  readonly index: number;
  /** The customer's id, for POST /api/customer/{id}/DeferPaymentRequest. */
  readonly customerId: number | string;
  /** Where the request is posted; the provider's `deferralUrl` (the spec's /api/customer/{id}/DeferPaymentRequest by default) when absent. */
  readonly deferralUrl?: (customerId: number | string) => string;
  /** Today's date, passed in. */
  readonly today: CalendarDate;
  /** Closes the modal (Cancel, Escape, after a successful request). */
  readonly onClose: () => void;
  /** Receives the success or error notice with the server's Result. */
  readonly notify: PaymentsNotify;
  /** Content of the calendar button (an icon); react-aria names it. */
  readonly calendarIcon?: ReactNode;
  /** Level of the modal's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
  /** Class of the overlay. */
  readonly overlayClassName?: string;
  /** Class of the modal box. */
  readonly modalClassName?: string;
}

/**
 * The payment deferral modal (A §2, §5, §7): the payment's date, the
 * 72-hour and fee rules, a date picker opened on core's default date with
 * past days and non-exception days disabled, Cancel and Submit. Submit posts
 * the request through the provider's fetcher and reports the server's Result
 * through `notify`. Mount it while open.
 *
 * @example
 * {deferralIndex !== null && (
 *   <DeferralModal payments={payments} index={deferralIndex} customerId={42} today={today} onClose={close} notify={push} />
 * )}
 */
export const DeferralModal = /* @__PURE__ */ forwardRef(function DeferralModal(
  { calendarIcon = "▾", headingLevel = 2, overlayClassName, modalClassName, ...rest }: DeferralModalProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { payments, index, customerId, deferralUrl, today, onClose, notify, ...dom } = rest;
  const options = { payments, index, customerId, deferralUrl, today, onClose, notify };
  const deferral = useDeferral(options);
  const { texts } = deferral;
  // Pending without react-aria's isPending, whose live-region node would outlive the closed modal unlabeled.
  const { isPending: submitPending, ...submitPress } = deferral.submitButtonProps;
  return (
    <ModalOverlay
      isOpen
      isKeyboardDismissDisabled={deferral.state.isSending}
      onOpenChange={(open) => !open && options.onClose()}
      className={overlayClassName}
    >
      <Modal className={modalClassName}>
        <Dialog
          {...mergeDomProps(dom, { isSending: deferral.state.isSending }, {
            "data-lendkit": "deferral",
            "data-sending": deferral.state.isSending || undefined,
          })}
          render={dialogFocusRender(dom)}
          ref={ref}
        >
          <Heading slot="title" level={headingLevel} data-part="title">
            {texts.title}
          </Heading>
          <dl data-part="due-date">
            <dt>{texts.dueDateLabel}</dt>
            <dd>{deferral.dueDateText}</dd>
          </dl>
          <p data-part="notice-rule">{texts.noticeRule}</p>
          {deferral.hasFee && <p data-part="fee-rule">{texts.feeRule}</p>}
          <DatePicker {...deferral.datePickerProps} data-part="date-picker">
            <Label>{texts.newDateLabel}</Label>
            <Group data-part="date-group">
              <DateInput data-part="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
              <Button data-part="calendar-button">
                <span aria-hidden="true">{calendarIcon}</span>
              </Button>
            </Group>
            <CalendarPopover />
          </DatePicker>
          {deferral.noDefaultText !== null && <p data-part="no-default">{deferral.noDefaultText}</p>}
          <div role="alert" data-part="problem">
            {deferral.problemText}
          </div>
          <div data-part="actions">
            <Button {...deferral.cancelButtonProps} data-part="cancel" />
            <Button {...submitPress} {...pendingAttributes(submitPending)} data-part="submit" />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
