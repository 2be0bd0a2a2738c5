export { default as listboxStyles } from "./Listbox.module.css";
export { scrollIntoList } from "./scrollIntoList";
