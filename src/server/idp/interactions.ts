import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { formFieldsOf, HttpProblem } from '../http';
import { VERSIONED_FILE_CACHE_CONTROL } from './html';
import { LOGIN_STYLESHEET } from './login-styles';
import { renderLoginPage } from './login-page';
import {
  PAGE_MESSAGES,
  pageLanguage,
  tryAgainMessage,
  type PageLanguage,
  type PageMessages,
} from './messages';
import { renderErrorPage, type NoticeContext } from './notice-pages';
import { ICON_PATH, INTERACTION_PATH, STYLESHEET_PATH } from './paths';
import { PORTAL_ICON } from './portal-icon';
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
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      // Text that is not UTF-8, or a control character (a NUL the database cannot store), is 4xx.
      const fields = formFieldsOf(request.headers['content-type'], body as Buffer);
      if (fields instanceof HttpProblem) done(fields);
      else done(null, fields);
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

  /** The sign-in's language: asked for by the portal (`ui_locales`), else the browser's. */
  const languageOf = (request: FastifyRequest, uiLocales?: unknown): PageLanguage =>
    pageLanguage(uiLocales, request.headers['accept-language']);

  const loginPage = (
    language: PageLanguage,
    uid: string,
    username: string,
    /** Said already, in `language`. */
    error?: string,
  ) =>
    renderLoginPage({
      language,
      action: `${issuerPath}${INTERACTION_PATH}/${uid}`,
      stylesheetHref: notice.stylesheetHref,
      iconHref: notice.iconHref,
      username,
      error,
    });

  /** The sign-in form again, 429 with `Retry-After`, saying when to try again. */
  function sendWait(
    reply: FastifyReply,
    language: PageLanguage,
    uid: string,
    username: string,
    until: Date,
    now: Date,
    message: string,
  ): FastifyReply {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    return sendPage(reply, 429, loginPage(language, uid, username, message));
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
    const language = languageOf(request, interaction.params.ui_locales);
    return sendPage(reply, 200, loginPage(language, interaction.uid, username));
  });

  scope.post(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (interaction.prompt.name !== 'login') return finish(request, reply, denied);
    const language = languageOf(request, interaction.params.ui_locales);

    const credentials = CredentialsSchema.safeParse(request.body);
    if (!credentials.success) {
      const typed = z.object({ username: z.string().max(255) }).safeParse(request.body);
      const username = typed.success ? typed.data.username : '';
      return sendPage(
        reply,
        200,
        loginPage(language, interaction.uid, username, PAGE_MESSAGES[language].missingCredentials),
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
        language,
        interaction.uid,
        username,
        blockedUntil,
        now,
        tryAgainMessage(language, blockedUntil, now),
      );
    }
    const user = await users.authenticate(username, password);
    if (user === undefined) {
      const waitUntil = await throttle.recordFailure(attempt, now);
      if (waitUntil !== undefined) {
        const message = `${PAGE_MESSAGES[language].wrongCredentials} ${tryAgainMessage(language, waitUntil, now)}`;
        return sendWait(reply, language, interaction.uid, username, waitUntil, now, message);
      }
      return sendPage(
        reply,
        200,
        loginPage(language, interaction.uid, username, PAGE_MESSAGES[language].wrongCredentials),
      );
    }
    // Known at this address from now on: others' failures from it no longer stop this user.
    await throttle.recordSuccess(attempt, userFailed);
    // Not remembered: the session cookie lasts only as long as the browser (Keycloak's
    // "Remember me" off), so a closed browser on a shared computer is signed out.
    return finish(request, reply, {
      login: { accountId: user.sub, amr: ['pwd'], remember: false },
    });
  });

  scope.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .headers(headers)
      .header('cache-control', VERSIONED_FILE_CACHE_CONTROL)
      .type('text/css; charset=utf-8')
      .send(LOGIN_STYLESHEET),
  );

  scope.get(ICON_PATH, async (_request, reply) =>
    reply
      .headers(headers)
      .header('cache-control', VERSIONED_FILE_CACHE_CONTROL)
      .type('image/svg+xml')
      .send(PORTAL_ICON),
  );

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    // No interaction to ask here: the browser's language decides.
    const language = languageOf(request);
    const errorPage = (status: number, message: keyof PageMessages) =>
      sendPage(
        reply,
        status,
        renderErrorPage(notice, language, { message: PAGE_MESSAGES[language][message] }),
      );
    const stale =
      error instanceof errors.SessionNotFound ||
      error instanceof InteractionMismatch ||
      error instanceof z.ZodError;
    // A sign-in page opened again once its sign-in is over: Back right after signing in (a form's
    // post leaves the page in the history), or an old bookmark. Nothing was typed to lose, so the
    // portal is shown: signed in already, or starting a sign-in of its own.
    if (stale && request.method === 'GET') {
      return reply
        .headers(headers)
        .header('cache-control', 'no-store')
        .redirect(notice.portalUrl, 303);
    }
    if (error instanceof z.ZodError) return errorPage(404, 'expired');
    if (stale) return errorPage(400, 'expired');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return errorPage(status, 'badRequest');
    request.log.error({ err: error }, 'sign-in page failed');
    return errorPage(500, 'serverError');
  });
}
