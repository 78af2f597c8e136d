/** A grid cell that takes room: not a closed dropdown or a hidden input (no grid cell). */
const takesRoom = (element: Element) =>
  !(element instanceof HTMLInputElement && element.type === 'hidden') &&
  (element as HTMLElement).style.display !== 'none';

/**
 * A search form's grid, for comparing a skeleton with the form it stands in for: how many cells
 * take room and which of them is the Search button's (its height).
 */
export const gridShape = (root: ParentNode, classes: Readonly<Record<string, string>>) => {
  const grid = root.querySelector(`.${classes.grid ?? ''}`);
  const cells = [...(grid?.children ?? [])].filter(takesRoom);
  return {
    cells: cells.length,
    submit: cells.findIndex((cell) => cell.matches(`.${classes.submit ?? ''}`)),
  };
};
