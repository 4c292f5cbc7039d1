import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';

/** Multer's refusals a form says in its own terms, by multer's code, each answering the error to throw. */
export type UploadRefusalAnswers = Partial<
  Record<'LIMIT_FILE_SIZE' | 'LIMIT_FILE_COUNT' | 'LIMIT_UNEXPECTED_FILE', () => Error>
>;

/**
 * Multer's refusals of a multipart form in the form's terms (which field, which limit) instead of a bare
 * 400/413. Multer's error arrives as the `cause` of Nest's HTTP error; an error without an answer here
 * passes on unchanged.
 */
export class UploadRefusals implements NestInterceptor {
  constructor(private readonly answers: UploadRefusalAnswers) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.translate(error))));
  }

  private translate(error: unknown): unknown {
    const code =
      error instanceof Error && error.cause instanceof Error
        ? (error.cause as { code?: string }).code
        : undefined;
    const answer =
      code && Object.hasOwn(this.answers, code)
        ? this.answers[code as keyof UploadRefusalAnswers]
        : undefined;
    return answer ? answer() : error;
  }
}

/**
 * Multer's `fileFilter` for a form that takes files under some field names only: a file under any other
 * name is refused with `refuse(fieldname)`.
 */
export function onlyFileFields(
  accepted: RegExp,
  refuse: (fieldname: string) => Error,
): (req: unknown, file: { fieldname: string }, done: (error: Error | null, accept: boolean) => void) => void {
  return (_req, file, done) => {
    if (accepted.test(file.fieldname)) done(null, true);
    else done(refuse(file.fieldname), false);
  };
}
