/**
 * Whether text is a calendar date YYYY-MM-DD that the calendar has. Date.parse alone takes
 * 2026-02-30 and rolls it over to 2 March; the day it parsed to, read back, must be the one written.
 * No imports, so any bundle takes it for a few bytes.
 */
export function isCalendarDate(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
}
