import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { network, sentRequests } from './network';

beforeAll(() => {
  network.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sentRequests.length = 0;
});
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => {
  network.close();
});
