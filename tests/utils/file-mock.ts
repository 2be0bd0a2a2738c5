// Files the build emits and the app imports as URLs (MapLibre's worker): in jest, a name.
export default "file-mock";
