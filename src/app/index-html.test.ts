import { describe, expect, it } from 'vitest';
import { PORTAL_CONFIG_PATH } from '../domain/contract/portal-config';
import indexHtml from '../../index.html?raw';

/** index.html is static: it cannot import the path, so this keeps the two the same. */
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('index.html', () => {
  it('preloads the portal config where and as loadPortalConfig fetches it', () => {
    const preloads = [...page.querySelectorAll('link[rel="preload"]')];
    const config = preloads.find((link) => link.getAttribute('href') === PORTAL_CONFIG_PATH);
    expect(config?.getAttribute('as')).toBe('fetch');
    // A fetch() is a CORS request: a preload without this would be fetched again, not reused.
    expect(config?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
