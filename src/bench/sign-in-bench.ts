import {
  locationOf,
  openLoginPage,
  PORTAL_CLIENT_ID,
  submitLogin,
  tokenRequest,
  type ProviderAddress,
} from '../server/idp/test-support';

const ROUNDS = 20;

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/**
 * The sign-in round trip of the embedded provider, as the portal and a browser drive it:
 * authorize → sign-in page → form post (password check and failure count) → resume → callback
 * code → token. Prints the median and p95 of sequential rounds and returns the median.
 */
export async function benchSignIn(origin: string): Promise<number> {
  const issuer = `${origin}/auth/realms/dealer`;
  const idp: ProviderAddress = {
    origin,
    redirectUri: `${origin}/auth/callback`,
    url: (path) => `${issuer}${path}`,
  };
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const { jar, verifier, loginPage } = await openLoginPage(idp);
    const loggedIn = await submitLogin(idp, jar, await loginPage.text(), {
      username: 'dealer',
      password: 'demo',
    });
    const resumed = await jar.fetch(locationOf(loggedIn, origin).href);
    const code = locationOf(resumed, origin).searchParams.get('code') ?? '';
    const token = await tokenRequest(idp, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: idp.redirectUri,
      client_id: PORTAL_CLIENT_ID,
      code_verifier: verifier,
    });
    if (token.status !== 200) throw new Error(`sign-in bench: token answered ${token.status}`);
    timings.push(performance.now() - started);
  }
  const sorted = timings.sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  console.info('\nSign-in round trip: authorize → form post → code → token (embedded provider)');
  console.table({
    'sign-in': {
      'median ms': median.toFixed(1),
      'p95 ms': percentile(sorted, 0.95).toFixed(1),
      rounds: ROUNDS,
    },
  });
  return median;
}
