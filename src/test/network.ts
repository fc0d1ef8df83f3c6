import { setupServer } from 'msw/node';

/**
 * The network of the portal's unit tests: Mock Service Worker answers `fetch` at the edge, so the
 * code under test makes its real requests. Each test adds the answers it needs with
 * `network.use(...)`; they are removed after it, and a request no test answers fails the test.
 */
export const network = setupServer();

/** Every request the code under test sent in this test, in order (cleared before each test). */
export const sentRequests: Request[] = [];

network.events.on('request:start', ({ request }) => {
  sentRequests.push(request.clone());
});
