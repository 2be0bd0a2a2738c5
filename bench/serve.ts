/**
 * host-dev's server in production mode (no build: it serves what the benchmark built), for the
 * benchmark's child process. Options come as JSON in argv[2] (StartOptions of host-dev/server.ts).
 */
import { startServer, type StartOptions } from "../host-dev/server";

const options = JSON.parse(process.argv[2] ?? "{}") as StartOptions;
startServer({ ...options, label: "production" });
