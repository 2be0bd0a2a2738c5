export { ChunkLoadFailed, loadChunk, PRELOAD_ERROR_EVENT } from "./loadChunk";
export { ChunkFailedNotice } from "./PartBoundary";
export { lazyWithPreload } from "./loadOnDemand";
export { useOpenedOnce } from "../../ui/dialog";
