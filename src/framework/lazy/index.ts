export { ChunkLoadFailed, loadChunk, PRELOAD_ERROR_EVENT } from "./loadChunk";
export { ChunkFailedNotice } from "./PartBoundary";
export { lazyWithPreload, useOpenedOnce } from "./loadOnDemand";
