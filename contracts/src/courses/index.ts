export * from './tee-color.ts';
export * from './course-messages.ts';
export * from './course-view.ts';
export * from './course-requests.ts';
export * from './imported-tee-body.ts';
export * from './tee-set-requests.ts';
export * from './curated-search.ts';
export * from './course-in-use.ts';
