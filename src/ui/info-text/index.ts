export { InfoText, type InfoTextProps } from "./InfoText";
