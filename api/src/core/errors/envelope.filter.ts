import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Envelope, RETRY_AFTER_SECONDS } from '@app/contracts';
import { answerLanguage, errorsInLanguage, inLanguage } from '../i18n/answer-language';
import { currentRequestId } from '../logging/request-context';
import { DomainError, ServiceUnavailableError } from './domain-error';
import { isInfrastructureError } from './infrastructure';

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'You are not allowed to do this',
  404: 'No route / path / url available.',
  405: 'Method not allowed.',
  413: 'The upload is too large.',
  415: 'This type of file is not accepted.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * The one place where errors become responses: every face answers with the envelope
 * `{status_code, message, data: null}` (plus `errors` on 422). Unknown errors become a 500 with a generic
 * message and the request id; their stack goes to the log only.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toEnvelope(exception, request);
    if (response.headersSent) return;
    // The message and field errors in the language the request names (English keeps the seeds' texts).
    const language = answerLanguage(request);
    body.message = inLanguage(body.message, language);
    if (body.errors) body.errors = errorsInLanguage(body.errors, language);
    if (request.headers?.['accept-language'] !== undefined) response.setHeader('Vary', 'Accept-Language');
    if (language !== 'en') response.setHeader('Content-Language', language);
    if (body.status_code === HttpStatus.SERVICE_UNAVAILABLE)
      response.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    response.status(body.status_code).json(body);
  }

  private toEnvelope(exception: unknown, request: Request): Envelope<unknown> {
    if (!(exception instanceof DomainError) && isInfrastructureError(exception)) {
      // An outage, not a bug: one warning line without a stack, and a 503 the client may retry.
      this.logger.warn({
        msg: 'backing service unavailable',
        method: request.method,
        path: request.originalUrl.split('?')[0],
        error: String(exception),
      });
      exception = new ServiceUnavailableError();
    }
    if (exception instanceof DomainError) {
      return {
        status_code: exception.status,
        message: exception.message,
        data: exception.data ?? null,
        ...(exception.errors && { errors: exception.errors }),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status_code: status, message: this.httpMessage(exception, status), data: null };
    }
    const requestId = currentRequestId();
    this.logger.error(
      {
        msg: 'unhandled error',
        method: request.method,
        path: request.originalUrl.split('?')[0],
        error: String(exception),
      },
      exception instanceof Error ? exception.stack : undefined,
    );
    return {
      status_code: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again later.',
      data: null,
      request_id: requestId,
    };
  }

  /** Framework errors (bad JSON, payload too large, 404 route) get a short, stable message. */
  private httpMessage(exception: HttpException, status: number): string {
    if (status >= 500) return 'Something went wrong on our side. Please try again later.';
    if (status === 400) {
      const response = exception.getResponse();
      const message =
        typeof response === 'object' && response && 'message' in response ? response.message : undefined;
      if (typeof message === 'string' && /JSON/i.test(message)) return 'The request body is not valid JSON.';
    }
    return GENERIC_MESSAGES[status] ?? exception.message;
  }
}
