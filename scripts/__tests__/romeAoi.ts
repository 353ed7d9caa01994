/** The area of interest of the ordering examples (openapi/ordering.yaml): a GeoJSON Polygon over Rome, as the body-layout tests use it. */
export const romeAoi = {
  type: 'Polygon',
  coordinates: [
    [
      [12.4, 41.845],
      [12.555, 41.845],
      [12.555, 41.985],
      [12.4, 41.985],
      [12.4, 41.845],
    ],
  ],
};
