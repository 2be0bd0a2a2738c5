export { afterNextPaint } from "./afterNextPaint";
export { afterContentShown, SHOWN_WAIT_MS } from "./afterContentShown";
