export { lazyWithPreload, useOpenedOnce } from "./loadOnDemand";
