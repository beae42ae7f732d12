const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** A moment as Indian shoppers read it, in India's time zone: "22 November 2026 at 3:35 pm". */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
