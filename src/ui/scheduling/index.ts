export { afterNextPaint } from "./afterNextPaint";
export { IDLE_TIMEOUT_MS, whenIdle } from "./whenIdle";
