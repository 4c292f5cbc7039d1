import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Envelope } from '@app/contracts';
import { answerLanguage, inLanguage } from '../i18n/answer-language';

const MESSAGE_KEY = 'envelope:message';
const RAW_KEY = 'envelope:raw';

/** The `message` of a member-API answer (the seeds' clients show some of them verbatim). */
export const ResponseMessage = (message: string) => SetMetadata(MESSAGE_KEY, message);

/** The handler writes its own response (files, redirects, ra-data-simple-rest arrays). */
export const RawResponse = () => SetMetadata(RAW_KEY, true);

/** A handler's result `{ data, message }` when the message depends on the outcome. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/** Wraps the results of the member faces (`/api`, `/public/api`) in the envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(RAW_KEY, targets)) return next.handle();
    const fixedMessage = this.reflector.getAllAndOverride<string>(MESSAGE_KEY, targets);
    const response = context.switchToHttp().getResponse<Response>();
    const language = answerLanguage(context.switchToHttp().getRequest<Request>());
    return next.handle().pipe(
      map((result): Envelope<unknown> => {
        const answer =
          result instanceof Answer ? result : new Answer(result ?? null, fixedMessage ?? 'Success');
        if (language !== 'en' && !response.headersSent) response.setHeader('Content-Language', language);
        return {
          status_code: response.statusCode,
          message: inLanguage(answer.message, language),
          data: answer.data,
        };
      }),
    );
  }
}
