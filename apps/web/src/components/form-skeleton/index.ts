export { FieldSkeleton } from './field-skeleton';
