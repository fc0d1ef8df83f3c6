export * from './application';
export * from './calculation';
export * from './calculation-request';
export * from './campaign';
export * from './common';
export * from './problem';
export * from './sales-person';
export * from './portal-api';
