export { AppLayout } from "./AppLayout";
