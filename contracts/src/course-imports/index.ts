export * from './directory-views.ts';
export * from './job-views.ts';
