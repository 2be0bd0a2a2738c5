export { Button } from "./Button";
export { BUTTON_ICON_CLASS, buttonClassName } from "./buttonClassName";
