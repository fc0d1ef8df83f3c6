import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatAmount } from '../../../domain/format';
import { escapeHtml } from '../../http';
import type { ServiceContext } from '../service-context';
import { findSigningInvitation, signWithToken, type SigningInvitation } from './contract-signing';

/** Only the page itself: no script, no other origin, the form posted back here. */
const SIGNING_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A bokmål page with English beneath, saying first that it is not BankID. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
.stand-in { border: 2px solid #b45309; background: #fffbeb; padding: 0.75rem 1rem; }
button { font: inherit; padding: 0.6rem 1.5rem; }
[lang="en"] { color: #555; }
</style>
</head>
<body>
<p class="stand-in"><strong>Dette er ikke BankID.</strong> Siden står i stedet for BankID når
banken kjører innebygd, for utvikling og demonstrasjon.
<span lang="en">This is not BankID: this page stands in for BankID when the bank runs embedded,
for development and demonstration.</span></p>
${body}
</body>
</html>`;
}

function invitationPage({
  name,
  objectDescription,
  creditAmount,
  applicationId,
}: SigningInvitation) {
  return page(
    'Signer kredittavtalen / Sign the credit agreement',
    `<h1>Signer kredittavtalen <span lang="en">/ Sign the credit agreement</span></h1>
<p>${escapeHtml(name)}, du signerer kredittavtalen for søknad ${applicationId}:
${escapeHtml(objectDescription)}, kredittbeløp ${escapeHtml(formatAmount(creditAmount, 'nb-NO'))}.</p>
<p lang="en">${escapeHtml(name)}, you are signing the credit agreement of application
${applicationId}: ${escapeHtml(objectDescription)}, credit amount
${escapeHtml(formatAmount(creditAmount, 'en'))}.</p>
<form method="post">
<button type="submit">Signer</button> <span lang="en">(Sign)</span>
</form>`,
  );
}

const SIGNED_PAGE = page(
  'Signert / Signed',
  `<h1 role="status">Signert <span lang="en">/ Signed</span></h1>
<p>Takk. Signaturen er registrert, og du kan lukke siden.</p>
<p lang="en">Thank you. The signature is recorded; you may close this page.</p>`,
);

const SPENT_PAGE = page(
  'Lenken kan ikke brukes / The link cannot be used',
  `<h1>Lenken kan ikke brukes <span lang="en">/ The link cannot be used</span></h1>
<p>Lenken er allerede brukt, søknaden er kansellert, eller lenken finnes ikke.</p>
<p lang="en">The link has been used already, the application is cancelled, or there is no such
link.</p>`,
);

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', SIGNING_PAGE_POLICY)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);

/**
 * The embedded bank's stand-in for a signing provider (docs/events.md, The deal after approval):
 * `/signing/{token}` shows the signer what they sign and a button that signs. Public, as a
 * signing link is: the token, random and one per signer, is the credential, spent once signed
 * or when the application is cancelled. Not in the API's document.
 */
export const signingPage: FastifyPluginAsync<ServiceContext> = async (app, { database, now }) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  // The button posts a form; the token in the path is all it says.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => {
      done(null, undefined);
    },
  );
  const schema = { hide: true };

  app.get<{ Params: { token: string } }>('/signing/:token', { schema }, async (request, reply) => {
    const invitation = await findSigningInvitation(database, request.params.token);
    return invitation === undefined
      ? sendPage(reply, 404, SPENT_PAGE)
      : sendPage(reply, 200, invitationPage(invitation));
  });

  app.post<{ Params: { token: string } }>('/signing/:token', { schema }, async (request, reply) =>
    (await signWithToken(database, request.params.token, now()))
      ? sendPage(reply, 200, SIGNED_PAGE)
      : sendPage(reply, 404, SPENT_PAGE),
  );
};
