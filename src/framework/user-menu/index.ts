export { useHeaderPanel } from "./useHeaderPanel";
export { UserMenu } from "./UserMenu";
export { default as headerPanelStyles } from "./HeaderPanel.module.css";
