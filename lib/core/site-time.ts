// Dates and times as the site writes them, in its time zone (Berlin and Zurich agree).

let siteDay: Intl.DateTimeFormat | undefined;

/** `2026-11-23` for an instant, in the site's time zone (Berlin and Zurich agree). */
export function siteDate(instant: Date): string {
  // sv-SE formats as YYYY-MM-DD. One formatter, made at the first call: each
  // new one with a time zone costs a browser milliseconds (a form renders it).
  siteDay ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
  return siteDay.format(instant);
}

/** `2026-11-23` → `23.11.2026`, as German and Swiss readers write a date. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** `am 23.11.2026 um 14:05 Uhr`, in the site's time zone. */
export function atTime(iso: string): string {
  const instant = new Date(iso);
  const date = instant.toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = instant.toLocaleTimeString('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `am ${date} um ${time} Uhr`;
}

/**
 * `am 26.11.2026 um 14:05 Uhr (MEZ)`: with the zone in force then (MEZ or
 * MESZ), for a record whose reader may be elsewhere or read it in summer.
 */
export function atTimeWithZone(iso: string): string {
  const zone = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${atTime(iso)} (${zone})`;
}
