/**
 * Checks shared by the text parser and the JSON validator, so that both
 * encodings accept exactly the same literals. Each returns an error message,
 * or undefined when the value is fine.
 */
import type {Position} from './types';

const datePattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const timestampPattern = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?Z$/;

const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The day exists in its month (2023-02-30 does not; 2024-02-29 does). */
function checkCalendarDay(value: string, match: RegExpExecArray): string | undefined {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const last = daysInMonth(year, month);
  return day <= last ? undefined : `'${value}' is not a day of the calendar: ${match[1]}-${match[2]} has ${last} days`;
}

export function checkDate(value: string): string | undefined {
  const match = datePattern.exec(value);
  if (!match) return `'${value}' is not a date: write YYYY-MM-DD, for example '2024-03-01'`;
  return checkCalendarDay(value, match);
}

/** CQL2 1.0 instants are UTC: the `Z` is required. */
export function checkTimestamp(value: string): string | undefined {
  const match = timestampPattern.exec(value);
  if (!match) return `'${value}' is not a UTC timestamp: write YYYY-MM-DDThh:mm:ssZ, for example '2024-03-01T00:00:00Z'`;
  return checkCalendarDay(value, match);
}

/** An INTERVAL end: a date, a timestamp or '..' for an open end. */
export function checkIntervalInstant(value: string): string | undefined {
  if (value === '..') return undefined;
  if (datePattern.test(value)) return checkDate(value);
  if (timestampPattern.test(value)) return checkTimestamp(value);
  return `'${value}' is not an interval end: write a date ('2024-03-01'), a UTC timestamp ('2024-03-01T00:00:00Z') or '..' for an open end`;
}

/** Both ends open says nothing: CQL2 allows it, the STAC datetime rules do not, and it is almost always a mistake. */
export function checkInterval(start: unknown, end: unknown): string | undefined {
  return start === '..' && end === '..' ? "An interval needs at least one closed end: INTERVAL('..','..') matches everything" : undefined;
}

/** Longitude and latitude in CRS84 (WGS 84, lon first), with an optional elevation. */
export function checkPosition(position: readonly number[]): string | undefined {
  if (position.length < 2 || position.length > 3) return `A position has 2 or 3 numbers (lon lat [z]), not ${position.length}`;
  const [lon = 0, lat = 0] = position;
  if (lon < -180 || lon > 180) return `Longitude ${lon} is outside -180..180 (positions are written lon lat)`;
  if (lat < -90 || lat > 90) return `Latitude ${lat} is outside -90..90 (positions are written lon lat)`;
  return undefined;
}

export function checkLineString(positions: readonly Position[]): string | undefined {
  return positions.length >= 2 ? undefined : `A line string needs at least 2 positions, not ${positions.length}`;
}

const samePosition = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((n, i) => n === b[i]);

export function checkRing(positions: readonly Position[]): string | undefined {
  if (positions.length < 4) return `A polygon ring needs at least 4 positions (the first repeated as the last), not ${positions.length}`;
  if (!samePosition(positions[0], positions[positions.length - 1])) {
    return `A polygon ring must be closed: repeat the first position (${(positions[0] ?? []).join(' ')}) as the last`;
  }
  return undefined;
}

export function checkBbox(numbers: readonly number[]): string | undefined {
  if (numbers.length !== 4 && numbers.length !== 6) return `A bbox has 4 numbers (west, south, east, north) or 6 for 3D, not ${numbers.length}`;
  const [south = 0, north = 0] = numbers.length === 4 ? [numbers[1], numbers[3]] : [numbers[1], numbers[4]];
  if (south > north) return `In a bbox south (${south}) must not be greater than north (${north})`;
  const [west = 0, east = 0] = numbers.length === 4 ? [numbers[0], numbers[2]] : [numbers[0], numbers[3]];
  return checkPosition([west, south]) ?? checkPosition([east, north]);
}
