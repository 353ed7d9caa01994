/** Two items of openapi/_shared/catalog.yaml, as the platform-check tests use them. */
import type {Catalog} from '../lib/platform/catalog';

type Item = Catalog['items'][number];

export const orn4Item: Item = {
  id: 'orn4_20250521_095847_a31d',
  collection: 'orion-ortho',
  datetime: '2025-05-21T09:58:47Z',
  platform: 'orion-4',
  gsd: 0.3,
  cloud_cover: 11.8,
  off_nadir: 18.4,
  sun_elevation: 63.1,
  bbox: [12.3894, 41.8376, 12.5712, 41.9929],
};

export const orn3Item: Item = {
  id: 'orn3_20250514_101532_7f2c',
  collection: 'orion-ortho',
  datetime: '2025-05-14T10:15:32Z',
  platform: 'orion-3',
  gsd: 0.3,
  cloud_cover: 4.2,
  off_nadir: 12.6,
  sun_elevation: 64.5,
  bbox: [12.3712, 41.8291, 12.5531, 41.9738],
};
