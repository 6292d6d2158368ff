export { CalendarPopover } from "./CalendarPopover.js";
