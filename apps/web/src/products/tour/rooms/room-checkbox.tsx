import { Checkbox } from '@mantine/core';

/**
 * Mantine's Checkbox in a chunk of its own: the room settings show one only for a child's bed
 * or a cruise cabin's guarantee price, which a first screen rarely has, so the tour pages' first
 * load goes without it (issue 14 §5).
 */
export default Checkbox;
