export { Icon, type IconName } from "./Icon";
