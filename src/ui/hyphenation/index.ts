export { useHyphenation } from "./useHyphenation";
