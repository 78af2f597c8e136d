export * from './accounts';
export * from './mail';
export * from './places';
export * from './inventory';
export * from './orders';
export * from './search-responses';
export * from './hotels';
export * from './server-secrets';
