import { config } from 'zod/mini';

// Browsers: the CSP (script-src 'self') refuses zod's new Function parsers. The server keeps them.
if ('document' in globalThis) config({ jitless: true });
