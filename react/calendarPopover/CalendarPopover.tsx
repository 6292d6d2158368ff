import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover } from "react-aria-components";

/**
 * The calendar a react-aria `DatePicker` opens: previous/next month buttons,
 * the month heading and the day grid, unstyled (`data-part` names for the
 * app's CSS). Put it inside a `DatePicker`; the picker's value, range and
 * unavailable dates reach it through react-aria's context.
 *
 * @example
 * <DatePicker value={date} onChange={setDate}>
 *   <Group><DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput><Button>▾</Button></Group>
 *   <CalendarPopover />
 * </DatePicker>
 */
export const CalendarPopover = () => (
  <Popover data-part="calendar-popover">
    <Dialog>
      <Calendar data-part="calendar">
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
);
