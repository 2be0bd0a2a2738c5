export { Spinner } from "./Spinner";
export { useDelayedAppearance } from "./useDelayedAppearance";
