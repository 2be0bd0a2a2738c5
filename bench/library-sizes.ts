/**
 * What each library adds to the remote's production JavaScript: the app (src/expose) bundled and
 * minified with esbuild, tree-shaken as in production, with React provided by the host; the
 * metafile says how many output bytes each package contributes. Prints a table (minified and an
 * estimate of gzip, using the whole bundle's compression ratio).
 *   npx tsx bench/library-sizes.ts
 */
import { gzipSync } from "node:zlib";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(__dirname, "..");

async function main() {
  const result = await build({
    entryPoints: [path.join(root, "src/expose/index.ts")],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: "esm",
    splitting: false,
    outdir: "/tmp/natippc-library-sizes",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    loader: { ".css": "empty" },
    define: {
      __APP_VERSION__: '"0"',
      __LOGIN_REDIRECT__: "true",
      "process.env.NODE_ENV": '"production"',
    },
    jsx: "automatic",
    logLevel: "silent",
  });
  const output = Object.values(result.metafile.outputs).find(
    (o) => o.entryPoint,
  );
  const js = result.outputFiles.find((file) => file.path.endsWith(".js"));
  if (!output || !js) throw new Error("no output");
  const ratio = gzipSync(js.contents).length / js.contents.length;
  const byPackage = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const name = match?.[1] ?? "(own code)";
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]);
  console.log("| package | minified | gzip (est.) |\n|---|---|---|");
  for (const [name, bytes] of rows) {
    console.log(
      `| ${name} | ${(bytes / 1000).toFixed(1)} kB | ${((bytes * ratio) / 1000).toFixed(1)} kB |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
