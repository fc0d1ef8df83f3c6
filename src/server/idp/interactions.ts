import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { LOGIN_STYLESHEET } from './login-styles';
import { renderLoginPage, tryAgainMessage, WRONG_CREDENTIALS_MESSAGE } from './login-page';
import { renderErrorPage, type NoticeContext } from './notice-pages';
import { INTERACTION_PATH, STYLESHEET_PATH } from './paths';
import type { SignInThrottle } from './sign-in-throttle';
import type { UserDirectory } from './users';

export interface InteractionRoutesOptions {
  provider: Provider;
  users: UserDirectory;
  throttle: SignInThrottle;
  /** The issuer's path: links in the pages are absolute paths under it. */
  issuerPath: string;
  headers: Record<string, string>;
  notice: NoticeContext;
}

const FORM_BODY_LIMIT = 16 * 1024;
const MISSING_CREDENTIALS_MESSAGE = 'Enter your username and password.';
const EXPIRED_MESSAGE =
  'This sign-in page has expired or was already used. Go back to the portal and sign in again.';

const InteractionParamsSchema = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const CredentialsSchema = z.object({
  username: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
});

/** The interaction cookie belongs to another sign-in than the URL names (an old tab). */
class InteractionMismatch extends Error {}

/**
 * The sign-in pages oidc-provider redirects to when it needs the user: a form that checks the
 * password and hands the result back to oidc-provider. Only the login prompt exists; the portal's
 * consent is implied (first-party-grant.ts), so any other prompt ends the request as denied.
 */
export function registerInteractionRoutes(
  scope: FastifyInstance,
  { provider, users, throttle, issuerPath, headers, notice }: InteractionRoutesOptions,
): void {
  // Only the sign-in form's encoding is accepted here, parsed by Fastify with a small limit.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply
      .code(status)
      .headers(headers)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  async function currentInteraction(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = InteractionParamsSchema.parse(request.params);
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== uid) throw new InteractionMismatch();
    return interaction;
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.headers(headers).header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  const loginPage = (uid: string, username: string, error?: string) =>
    renderLoginPage({
      action: `${issuerPath}${INTERACTION_PATH}/${uid}`,
      stylesheetHref: notice.stylesheetHref,
      username,
      error,
    });

  /** The sign-in form again, 429 with `Retry-After`, saying when to try again. */
  function sendWait(
    reply: FastifyReply,
    uid: string,
    username: string,
    until: Date,
    now: Date,
    message: string,
  ): FastifyReply {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    return sendPage(reply, 429, loginPage(uid, username, message));
  }

  const denied: InteractionResults = {
    error: 'access_denied',
    error_description: 'the sign-in asked for a step this provider does not offer',
  };

  scope.get(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (interaction.prompt.name !== 'login') return finish(request, reply, denied);
    const hint = interaction.params.login_hint;
    const username = typeof hint === 'string' ? hint.slice(0, 255) : '';
    return sendPage(reply, 200, loginPage(interaction.uid, username));
  });

  scope.post(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (interaction.prompt.name !== 'login') return finish(request, reply, denied);

    const credentials = CredentialsSchema.safeParse(request.body);
    if (!credentials.success) {
      const typed = z.object({ username: z.string().max(255) }).safeParse(request.body);
      const username = typed.success ? typed.data.username : '';
      return sendPage(
        reply,
        200,
        loginPage(interaction.uid, username, MISSING_CREDENTIALS_MESSAGE),
      );
    }

    const { username, password } = credentials.data;
    const attempt = { username, address: request.ip };
    const now = new Date();
    // While a user name or address must wait, its password is not even checked.
    const { blockedUntil, userFailed } = await throttle.check(attempt, now);
    if (blockedUntil !== undefined) {
      return sendWait(
        reply,
        interaction.uid,
        username,
        blockedUntil,
        now,
        tryAgainMessage(blockedUntil, now),
      );
    }
    const user = await users.authenticate(username, password);
    if (user === undefined) {
      const waitUntil = await throttle.recordFailure(attempt, now);
      if (waitUntil !== undefined) {
        const message = `${WRONG_CREDENTIALS_MESSAGE} ${tryAgainMessage(waitUntil, now)}`;
        return sendWait(reply, interaction.uid, username, waitUntil, now, message);
      }
      return sendPage(reply, 200, loginPage(interaction.uid, username, WRONG_CREDENTIALS_MESSAGE));
    }
    if (userFailed) await throttle.recordSuccess(attempt);
    // Not remembered: the session cookie lasts only as long as the browser (Keycloak's
    // "Remember me" off), so a closed browser on a shared computer is signed out.
    return finish(request, reply, {
      login: { accountId: user.sub, amr: ['pwd'], remember: false },
    });
  });

  scope.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .headers(headers)
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(LOGIN_STYLESHEET),
  );

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof errors.SessionNotFound || error instanceof InteractionMismatch) {
      return sendPage(reply, 400, renderErrorPage(notice, { message: EXPIRED_MESSAGE }));
    }
    if (error instanceof z.ZodError) {
      return sendPage(reply, 404, renderErrorPage(notice, { message: EXPIRED_MESSAGE }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendPage(
        reply,
        status,
        renderErrorPage(notice, { message: 'The request could not be processed.' }),
      );
    }
    request.log.error({ err: error }, 'sign-in page failed');
    return sendPage(
      reply,
      500,
      renderErrorPage(notice, { message: 'Something went wrong on our side. Try again shortly.' }),
    );
  });
}
