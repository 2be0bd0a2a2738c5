export { MessageCentre } from "./MessageCentre";
