// Moved to lib/seeded-random.ts (issue 11: shared small tools live in lib). This re-export keeps
// the search helper's files (fares, schedule, airlines, network-links, trip-pricing), which this
// branch may not edit, compiling until they import '../../lib/seeded-random' themselves; then
// delete this file.
export * from '../../lib/seeded-random';
