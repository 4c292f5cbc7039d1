export * from './envelope.js';
export * from './locations.js';
export * from './users.js';
export * from './messages.js';
export * from './landing.js';
export * from './api-client.js';
export * from './accounts.js';
