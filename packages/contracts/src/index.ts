export * from './envelope';
export * from './errors';
export * from './roles';
export * from './constants';
export * from './text-input';
export * from './products';
