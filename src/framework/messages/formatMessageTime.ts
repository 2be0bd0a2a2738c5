import { formatDate } from "../../i18n/format";

const timeFormat = new Intl.DateTimeFormat("de-DE", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Vienna",
});

/** dd.MM.yyyy HH:mm (de-DE, Austrian time). */
export function formatMessageTime(at: number): string {
  return `${formatDate(at)} ${timeFormat.format(at)}`;
}
