export { VISUALLY_HIDDEN_CLASS, VisuallyHidden } from "./VisuallyHidden";
