import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationExceptionFactory } from '../errors/validation';
import { assertSafeInput, assertSafeIntegers } from './input-safety';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * The one global pipe: class-validator's ValidationPipe (whitelist, transform, first error per field),
 * guarded on both sides so that hostile input gets a 4xx instead of crashing a library (see input-safety).
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: validationExceptionFactory,
    });
    cacheValidationMetadata();
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom parameters (the principal, uploaded files) are the server's own objects, not request input.
    if (metadata.type === 'custom') return super.transform(value, metadata);
    assertSafeInput(value);
    const result = await super.transform(value, metadata);
    assertSafeIntegers(result);
    return result;
  }
}
