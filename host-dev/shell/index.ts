// Async boundary: shared modules (React) are negotiated before the shell's code runs.
import("./bootstrap");
