export * from './client';
export * from './schema/index';
export * from './notifications';
