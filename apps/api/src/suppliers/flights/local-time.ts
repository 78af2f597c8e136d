// Moved to lib/local-time.ts (issue 11: shared small tools live in lib; hotels use it too). This
// re-export keeps the search helper's files (schedule.ts, modules/flights), which this branch
// may not edit, compiling until they import '../../lib/local-time' themselves; then delete it.
export * from '../../lib/local-time';
