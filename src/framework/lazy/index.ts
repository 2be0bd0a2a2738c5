export { handleChunkScriptErrors } from "./chunkScriptErrors";
export { ChunkLoadFailed, loadChunk } from "./loadChunk";
export { ChunkFailedNotice } from "./PartBoundary";
export { lazyWithPreload } from "./loadOnDemand";
export { useOpenedOnce } from "../../ui/dialog";
