export { FieldSkeleton } from './field-skeleton';
export { GridFormSkeleton, type GridFormClasses } from './grid-form-skeleton';
