import { remoteConfig } from "../rspack.config";

/**
 * The remote's production build exactly as `npm run build` makes it, plus the stats the benchmark
 * reads to say what each chunk holds (modules, including those concatenated into one).
 */
// eslint-disable-next-line import/no-default-export -- the rspack CLI reads the default export
export default {
  ...remoteConfig("production"),
  stats: {
    all: false,
    errors: true,
    assets: true,
    chunks: true,
    ids: true,
    modules: true,
    nestedModules: true,
    modulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    orphanModules: true,
  },
};
