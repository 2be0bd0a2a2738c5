export { default as listboxStyles } from "./Listbox.module.css";
