import {apiReference, guides, type SidebarItem, type SidebarItems} from './helpers';

/** Delivery destinations and notifications, after the product guides. */
const deliveryAndNotifications: SidebarItem = {
  type: 'category',
  label: 'Delivery and notifications',
  link: {type: 'doc', id: 'ordering/guides/cloud-storage-setup'},
  items: [
    'ordering/guides/cloud-storage-amazon-s3',
    'ordering/guides/cloud-storage-azure',
    'ordering/guides/cloud-storage-google',
    'ordering/guides/notifications',
  ],
};

export default [
  'ordering/index',
  'ordering/guides/quickstart',
  guides(
    'ordering',
    [
      'archive-ordering',
      'ard-ordering',
      '3d-ordering',
      'worldview-3d-ordering',
      'mosaics',
      'vivid-mosaic-15',
      'vivid-mosaic-30',
      'online-ordering',
      'object-detection-ordering',
      'outputs',
    ],
    'Product guides',
  ),
  deliveryAndNotifications,
  // SPEC §2: the user-orders API page belongs to no sidebar.
  apiReference('ordering', {exclude: ['ordering/api/list-user-orders']}),
] satisfies SidebarItems;
