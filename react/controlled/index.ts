export { useControllableState } from "./useControllableState.js";
