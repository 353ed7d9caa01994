/**
 * A region that scrolls sideways must be focusable, and is then a named region
 * (WCAG 2.1.1; axe scrollable-region-focusable). src/clientModules/scrollableTables.ts
 * gives these attributes to each table or diagram that overflows, lists what it
 * added in the marker, and takes exactly that back from each that fits.
 */
export const scrollRegionMarker = 'data-scroll-region';
export const scrollRegionAttributes = ['tabindex', 'role', 'aria-label'] as const;

/**
 * The same attributes in the server's HTML, for an element that overflows on
 * phones whatever its content (src/components/Diagram): keyboard readers can
 * scroll it before the scripts run, and the marker lets the client module take
 * them back where it fits.
 */
export function scrollRegionProps(name: string): {tabIndex: 0; role: 'region'; 'aria-label': string; [scrollRegionMarker]: string} {
  return {tabIndex: 0, role: 'region', 'aria-label': name, [scrollRegionMarker]: scrollRegionAttributes.join(' ')};
}
