export * from './errors.ts';
export * from './pagination.ts';
export * from './roles.ts';
export * from './system.ts';
export * from './newsletter.ts';
export * from './auth.ts';
export * from './accounts.ts';
