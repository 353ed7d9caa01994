/**
 * Example filters the CQL2 playground can load. Each must parse and use
 * only the queryables of openapi/discovery.yaml, with allowed values: the
 * unit tests in src/utils/cql2/__tests__/playground.test.ts check them.
 */
import type {FunctionDeclaration} from '../utils/cql2/types';

export type Cql2Example = {
  /** Stable key, also the option value. */
  id: string;
  label: string;
  text: string;
};

export const cql2Examples = [
  {
    id: 'clear-near-nadir',
    label: 'Clear, near-nadir images from March 2026',
    text: "eo:cloud_cover <= 20 AND view:off_nadir <= 25 AND T_INTERSECTS(datetime, INTERVAL('2026-03-01T00:00:00Z','2026-03-31T23:59:59Z'))",
  },
  {
    id: 'area-of-interest',
    label: 'Images over an area of interest, under 10% cloud',
    text: 'S_INTERSECTS(geometry, POLYGON((12.4 41.85,12.55 41.85,12.55 41.95,12.4 41.95,12.4 41.85))) AND eo:cloud_cover < 10',
  },
  {
    id: 'bbox-since',
    label: 'A bounding box, acquired since 1 January 2026',
    text: "S_INTERSECTS(geometry, BBOX(12.4,41.85,12.55,41.95)) AND datetime >= TIMESTAMP('2026-01-01T00:00:00Z')",
  },
  {
    id: 'platforms-resolution',
    label: 'Two satellites, 30–60 cm resolution',
    text: "platform IN ('orion-3','orion-4') AND gsd BETWEEN 0.3 AND 0.6",
  },
  {
    id: 'panchromatic-descending',
    label: 'Panchromatic images from a descending orbit',
    text: "A_CONTAINS(instruments, ('pan')) AND sat:orbit_state = 'descending'",
  },
  {
    id: 'case-insensitive',
    label: 'Constellation in any letter case, sun elevation known',
    text: "CASEI(constellation) = CASEI('Orion') AND view:sun_elevation IS NOT NULL",
  },
  {
    id: 'not-cloudy-or-tilted',
    label: 'Neither cloudy nor steeply tilted, in an open-ended period',
    text: "NOT (eo:cloud_cover > 30 OR view:off_nadir > 30) AND T_INTERSECTS(datetime, INTERVAL('2026-01-01','..'))",
  },
] as const satisfies readonly Cql2Example[];

/**
 * The functions the playground declares (the CQL2 Functions class), as a
 * server lists them at `/functions`: a filter may call them by name. The
 * discovery API itself declares none, so the playground warns when a filter
 * calls one.
 */
export const cql2Functions = [
  {
    name: 'Buffer',
    description: 'The geometry grown by a distance in a unit (such as m or km).',
    arguments: [
      {title: 'geometry', type: ['geometry']},
      {title: 'distance', type: ['number']},
      {title: 'unit', type: ['string']},
    ],
    returns: ['geometry'],
  },
  {
    name: 'Area',
    description: 'The area of a geometry in square kilometres.',
    arguments: [{title: 'geometry', type: ['geometry']}],
    returns: ['number'],
  },
] as const satisfies readonly FunctionDeclaration[];
