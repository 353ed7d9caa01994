/**
 * Whether any of `records` changed something inside an element matching
 * `selector` (e.g. `main`). The client modules that watch the whole body for
 * content rendered later use it to ignore the navbar and the search list:
 * a keystroke in the search box re-renders its hits, and re-checking every
 * table of the page then forced a layout in the middle of that frame.
 */
export function mutationsIn(records: readonly MutationRecord[], selector: string): boolean {
  return records.some((record) => {
    const {target} = record;
    const element = target instanceof Element ? target : target.parentElement;
    if (element?.closest(selector)) return true;
    // A change above it that brings a whole new `main` (a layout swapped by client navigation).
    return Array.from(record.addedNodes).some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null));
  });
}
