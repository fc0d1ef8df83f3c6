import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { deliveryUrlProblem, guardedLookup } from './url-guard';

export interface SendResult {
  /** The receiver's HTTP status; undefined when none came. */
  status?: number;
  error?: string;
}

export interface SendOptions {
  allowLocalUrls: boolean;
  timeoutMs: number;
}

/**
 * POSTs one signed webhook. Redirects are not followed (a 3xx is a failed attempt) and the
 * answer's body is not read: only its status counts. The connection's address is checked as it
 * is resolved (see guardedLookup).
 */
export function sendWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const problem = deliveryUrlProblem(url, options.allowLocalUrls);
  if (problem !== undefined) return Promise.resolve({ error: problem });
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const finish = (result: SendResult) => {
      clearTimeout(deadline);
      resolve(result);
    };
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'partner-financing-service-webhooks/1',
        },
        lookup: guardedLookup(options.allowLocalUrls),
      },
      (response) => {
        response.resume();
        finish({ status: response.statusCode ?? 0 });
      },
    );
    // The whole attempt, however slowly a receiver answers, ends in time.
    const deadline = setTimeout(() => {
      outgoing.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    outgoing.on('error', (error) => {
      finish({ error: describe(error) });
    });
    outgoing.end(body);
  });
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'The connection was refused';
  if (code === 'ENOTFOUND') return 'The host cannot be resolved';
  return error.message.slice(0, 500);
}
