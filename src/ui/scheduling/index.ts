export { afterNextPaint } from "./afterNextPaint";
