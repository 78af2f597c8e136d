/** Small text helpers for generated names and summaries. */

/** "the Cotswolds" at the start of a title reads "The Cotswolds". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Picks one of `options` by a hash, so the same tour always gets the same wording. */
export const pick = <T>(options: readonly T[], hash: number): T =>
  options[hash % options.length] as T;

/** Meals as the itinerary writes them, e.g. `B,D`. */
export const meals = (breakfast: boolean, lunch: boolean, dinner: boolean): string =>
  [breakfast ? 'B' : '', lunch ? 'L' : '', dinner ? 'D' : ''].filter(Boolean).join(',');

export const countMeals = (days: readonly { meals: string }[]): number =>
  days.reduce((n, d) => n + (d.meals ? d.meals.split(',').length : 0), 0);

/** A date in 2025–2026 the operator published the tour (drives "newest first"). */
export function publishedOn(hash: number): string {
  const d = new Date(Date.UTC(2025, 0, 1));
  d.setUTCDate(d.getUTCDate() + (hash % 640));
  return d.toISOString().slice(0, 10);
}
