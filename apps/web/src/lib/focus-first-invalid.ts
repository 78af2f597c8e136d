/** Focus the first field the rules flagged, once Mantine has marked it (spec: focus on error). */
export const focusFirstInvalid = (root: HTMLElement | null): void => {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
};
