// The real dropdown, in a chunk of its own: Select brings Combobox, Popover, floating-ui,
// ScrollArea and the focus helpers (~45 KB brotli), which a form needs only once it is used.
export { Select } from '@mantine/core';
