/** docs/product.md#states-and-transitions and #limits-and-constants: the list shows 3 children; the Show More / Show Less toggle appears above 4. */
export const INITIAL_CHILDREN = 3;
export const TOGGLE_ABOVE = 4;

/**
 * Which part of the list to show. Taken literally, exactly 4 children would show 3
 * with no toggle, leaving the fourth child out of reach; with 4 or fewer we therefore
 * show them all, and above 4 the first 3 with the toggle.
 */
export function childListView(count: number, expanded: boolean): { shown: number; toggle: boolean } {
  const toggle = count > TOGGLE_ABOVE;
  return { toggle, shown: toggle && !expanded ? INITIAL_CHILDREN : count };
}
