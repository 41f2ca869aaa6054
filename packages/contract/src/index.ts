export * from './common.ts';
export * from './permissions.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './roles.ts';
export * from './managers.ts';
export * from './locations.ts';
export * from './audit.ts';
