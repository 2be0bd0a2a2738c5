export { CardTable } from "./CardTable";
