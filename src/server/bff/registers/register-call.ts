import { HttpProblem } from '../../http';

/** A register that has not answered within this is treated as down: the form goes on by hand. */
export const REGISTER_TIMEOUT_MS = 2_000;

/** What a register answered: its status and, when it sent JSON, the parsed body. */
export interface RegisterAnswer {
  status: number;
  body: unknown;
}

export interface RegisterCallOptions {
  /** The register's name in problems, e.g. `Statens vegvesen's vehicle register`. */
  register: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One GET to a register. A register that cannot be reached, or answers with something other
 * than JSON where it should, is a 502; one slower than the timeout a 504: both problems the
 * portal shows beside the field while the salesperson types on.
 */
export async function askRegister(
  url: string,
  options: RegisterCallOptions,
): Promise<RegisterAnswer> {
  const timeoutMs = options.timeoutMs ?? REGISTER_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal,
    });
    text = await response.text();
  } catch {
    throw signal.aborted
      ? new HttpProblem({
          status: 504,
          detail: `${options.register} did not answer within ${timeoutMs / 1000} s. Fill in the fields by hand, or try again.`,
        })
      : unreachable(options.register);
  }
  if (text.trim() === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw unusable(options.register);
  }
}

export const unreachable = (register: string) =>
  new HttpProblem({
    status: 502,
    detail: `${register} cannot be reached. Fill in the fields by hand, or try again in a moment.`,
  });

/** The register answered in a way the portal server does not understand, or refused it. */
export const unusable = (register: string) =>
  new HttpProblem({
    status: 502,
    detail: `${register} gave an answer the portal cannot read. Fill in the fields by hand.`,
  });

/** A register's base URL with a path appended, whatever slashes the configuration has. */
export const registerUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}${path}`;
