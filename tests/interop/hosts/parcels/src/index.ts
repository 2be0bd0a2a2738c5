// Async boundary: the shared modules (React) are negotiated before the portal's code runs.
import("./bootstrap");
