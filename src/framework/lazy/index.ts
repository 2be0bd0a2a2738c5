export { loadChunk, PRELOAD_ERROR_EVENT } from "./loadChunk";
export { lazyWithPreload, useOpenedOnce } from "./loadOnDemand";
