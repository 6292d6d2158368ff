import type { CalendarDate } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from "react-aria-components";

/**
 * A day of the servicing forms (a value date, a return date, a fee's due
 * date, a payoff date) on react-aria's DatePicker: typed segments in the
 * user's locale and a calendar. `minValue`/`maxValue` grey out the days the
 * server would refuse (a value date after the lender's today); the form
 * checks the day again before it sends and shows `error` under the field.
 */
export interface DayPickerProps {
  readonly label: string;
  readonly value: CalendarDate | null;
  readonly onChange: (day: CalendarDate | null) => void;
  readonly minValue?: CalendarDate | null;
  readonly maxValue?: CalendarDate | null;
  readonly description?: string;
  /** The form's refusal of the day, shown under the field. */
  readonly error?: string | null;
}

export const DayPicker = ({ label, value, onChange, minValue, maxValue, description, error }: DayPickerProps) => (
  <DatePicker
    className="srv-day"
    granularity="day"
    value={value}
    onChange={(day) => onChange(day as CalendarDate | null)}
    minValue={minValue ?? undefined}
    maxValue={maxValue ?? undefined}
    isInvalid={Boolean(error)}
    validationBehavior="aria"
    shouldForceLeadingZeros
  >
    <Label>{label}</Label>
    <Group data-part="date-group">
      <DateInput data-part="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
      <Button data-part="calendar-button">
        <span aria-hidden="true">▾</span>
      </Button>
    </Group>
    {description ? <Text slot="description">{description}</Text> : null}
    <FieldError className="error">{error}</FieldError>
    <Popover data-part="calendar-popover">
      <Dialog>
        <Calendar>
          <header>
            <Button slot="previous">
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading />
            <Button slot="next">
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  </DatePicker>
);
