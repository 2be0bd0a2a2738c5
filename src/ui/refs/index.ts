export { useMergedRef } from "./useMergedRef";
