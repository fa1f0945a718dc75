/**
 * One place that turns failures into answers. Envelope API paths answer { success: false,
 * result: { rtn: -1, dispMsg, problem } } (problem: the message code of dispMsg); a malformed body gets one generic message whatever the cause,
 * so nothing about the key, the cipher or the parser leaks. Unexpected errors are logged with the
 * request id (pino's reqId) and answer 'System error' without a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failed, MalformedEnvelopeError, type MessageCode } from '../../src/protocol';
import { isEnvelopeApiPath } from './paths';
import { describeValidationErrors } from '../services/shared/validation-messages';

export const RTN_ERROR = -1;

/** An HTTP error of the envelope API: the code's English, or `detail` when it says more (the field at fault). */
export function sendApiError(
  reply: FastifyReply,
  statusCode: number,
  code: MessageCode,
  detail?: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(failed(code, { rtn: RTN_ERROR, detail }));
}

/** Body parser failures (bad JSON, empty JSON body, unsupported media type): the client sent garbage. */
function isBodyParseError(error: FastifyError): boolean {
  return (
    error instanceof SyntaxError ||
    (typeof error.code === 'string' &&
      error.code.startsWith('FST_ERR_CTP_') &&
      error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE')
  );
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const envelope = isEnvelopeApiPath(request.url);
  if (error.validation) {
    const message = describeValidationErrors(error.validation);
    return envelope
      ? sendApiError(reply, 400, 'INVALID_FIELD', message)
      : reply.code(400).send({ error: 'bad-request', message });
  }
  if (error instanceof MalformedEnvelopeError || isBodyParseError(error)) {
    // The reason helps whoever debugs a client, so it goes to the log; the client only learns "malformed".
    request.log.info(
      { reason: error instanceof MalformedEnvelopeError ? error.reason : error.message },
      'malformed request',
    );
    return envelope ? sendApiError(reply, 400, 'MALFORMED_REQUEST') : reply.code(400).send({ error: 'bad-request' });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return sendApiError(reply, 413, 'REQUEST_TOO_LARGE');
  if (status === 429) return sendApiError(reply, 429, 'TOO_MANY_REQUESTS');
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request refused');
    return envelope
      ? sendApiError(reply, status, 'MALFORMED_REQUEST')
      : reply.code(status).send({ error: 'bad-request' });
  }
  request.log.error({ err: error }, 'request failed');
  return sendApiError(reply, 500, 'SYSTEM_ERROR');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
