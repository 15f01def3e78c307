export * from './auth.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './payouts.ts';
export * from './platform.ts';
export * from './projects.ts';
export * from './users.ts';
