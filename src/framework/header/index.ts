export { environmentLabel, isProduction } from "./environmentLabel";
export { Header } from "./Header";
