export * from './auth.ts';
export * from './catalog.ts';
export * from './platform.ts';
export * from './users.ts';
