import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface StatsModule {
  name?: string;
  size: number;
  chunks?: (string | number)[];
  orphan?: boolean;
  /** Modules concatenated into this one. */
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  names: string[];
  files: string[];
}
interface Stats {
  chunks: StatsChunk[];
  modules: StatsModule[];
}

export interface Contributor {
  name: string;
  /** Share of the chunk's source (before minification). */
  share: number;
}

export interface ChunkReport {
  file: string;
  names: string[];
  bytes: number;
  /** gzip at zlib's default level, what host-dev's compression sends. */
  gzip: number;
  contributors: Contributor[];
}

/** Groups a module under its package, or under its folder of src/ (two levels: src/framework/filters). */
export function contributorOf(moduleName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (pkg?.[1]) return pkg[1];
  const src = /(?:^|\/)src\/([^/]+)\/([^/]+)\//.exec(moduleName);
  if (src?.[1] && src[2]) return `src/${src[1]}/${src[2]}`;
  const srcFile = /(?:^|\/)src\/([^/]+)\//.exec(moduleName);
  if (srcFile?.[1]) return `src/${srcFile[1]}`;
  if (/^(consume|provide) shared module/.test(moduleName))
    return "(shared-module stubs)";
  return "(federation/webpack runtime)";
}

function leaves(module: StatsModule): StatsModule[] {
  return module.modules?.length ? module.modules.flatMap(leaves) : [module];
}

/** Every JS file of the build with its gzip size and what its source is made of. */
export function analyseChunks(
  outDir: string,
  statsFile: string,
): ChunkReport[] {
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as Stats;
  return readdirSync(outDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const content = readFileSync(path.join(outDir, file));
      const chunk = stats.chunks.find((c) => c.files.includes(file));
      const modules = chunk
        ? stats.modules
            .filter((m) => !m.orphan && m.chunks?.includes(chunk.id))
            .flatMap(leaves)
        : [];
      const total = modules.reduce((sum, m) => sum + m.size, 0) || 1;
      const byContributor = new Map<string, number>();
      for (const m of modules) {
        const name = contributorOf(m.name ?? "");
        byContributor.set(name, (byContributor.get(name) ?? 0) + m.size);
      }
      return {
        file,
        names: chunk?.names ?? [],
        bytes: content.length,
        gzip: gzipSync(content).length,
        contributors: [...byContributor]
          .map(([name, size]) => ({ name, share: size / total }))
          .sort((a, b) => b.share - a.share),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
