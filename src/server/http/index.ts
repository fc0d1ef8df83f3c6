export {
  ACCEPTED_ALGORITHMS,
  bearerCredential,
  bearerUnauthorized,
  epochSeconds,
  verifyBearerToken,
  type BearerTokenCheck,
} from './bearer';
export {
  adoptRequestIdsOf,
  CORRELATION_ID_LOG_LABEL,
  correlationIdOfRequest,
  registerCorrelationId,
  REQUEST_ID_HEADER,
} from './correlation-id';
export { clientKey, ipv4Of, ipv6Groups, mappedIpv4 } from './ip-address';
export {
  clientAddressOf,
  fromTrustedProxy,
  parseTrustProxy,
  proxyTrust,
  type ProxyTrust,
  type TrustProxy,
} from './trust-proxy';
export {
  problemClientErrorHandler,
  problemErrorHandler,
  problemFrameworkErrors,
  problemNotFoundHandler,
  sendProblem,
  useProblemDetails,
} from './error-handler';
export { clientLimitOptions, cutSlowBodies, refuseEncodedBodies } from './client-limits';
export { acceptFileBodies, fileBodyChunks, FileBlocks, fileTooLarge } from './file-body';
export {
  createConcurrencyLimit,
  createUploadLimit,
  type ConcurrencyLimit,
} from './concurrency-limit';
export { escapeHtml } from './escape-html';
export { formFieldsOf } from './form-body';
export { acceptJsonBodiesOnly, ONE_MEGABYTE } from './json-body';
export { limitRequestsUnderWay } from './request-admission';
export {
  badRequest,
  conflict,
  fieldPath,
  HttpProblem,
  notFound,
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TYPE_BLANK,
  titleOf,
  unprocessable,
  type HttpProblemInit,
} from './problem-details';
export { checkEveryAnswer, responseSerializer, unchangingAnswer } from './response-serializer';
export { useZodSchemas, type ZodTypeProvider } from './zod-type-provider';
export { STRICT_TRANSPORT_SECURITY } from './transport-security';
export {
  createFailureLimit,
  tooManyFailures,
  type FailureLimit,
  type FailureLimitOptions,
} from './failure-limit';
