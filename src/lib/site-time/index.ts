/**
 * Time at a site. Every conversion between the wall clock of a site's IANA time zone and instants
 * (whole seconds since the epoch, as on the wire) lives here, for the browser, the flows and the
 * server alike. It is built on the platform's Intl.DateTimeFormat alone: no date library, so it
 * costs the phone bundle nothing and reads the same zone database in Node and in the browser.
 * A missing or unknown zone is UTC.
 *
 * Import from here (src/lib/site-time). The three files behind it are one module split only for the
 * phone bundle: the home page needs just the wall-clock reader (wall-clock.ts), and the bundler
 * places code by file, so date inputs (wall-time.ts) and formats (format.ts) stay off that route.
 */
export {
  hourInTimeZone,
  learnZoneOffsets,
  prepareWallClock,
  siteHourAt,
  siteTimeZone,
  zoneOffsetsFrom,
} from './wall-clock';
export {
  addDays,
  calendarDayInTimeZone,
  calendarDaysBetween,
  epochOfWallTime,
  wallTimeOf,
  type WallTime,
} from './wall-time';
export { formatInTimeZone } from './format';
