import type { ArgumentsHost } from '@nestjs/common';
import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { requestContext } from '../logging/request-context';
import { DomainError, InvalidInputError } from './domain-error';
import { EnvelopeExceptionFilter } from './envelope.filter';

function capture(exception: unknown, request: Record<string, unknown> = {}) {
  const sent: { status?: number; body?: Record<string, unknown>; headers: Record<string, unknown> } = {
    headers: {},
  };
  const response = {
    headersSent: false,
    setHeader(name: string, value: unknown) {
      sent.headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      sent.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => response,
      getRequest: () => ({ method: 'GET', originalUrl: '/api/x', ...request }),
    }),
  } as unknown as ArgumentsHost;
  const filter = new EnvelopeExceptionFilter();
  // Keep the deliberate error out of the test output.
  jest
    .spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error')
    .mockImplementation(() => undefined);
  jest
    .spyOn((filter as unknown as { logger: { warn: () => void } }).logger, 'warn')
    .mockImplementation(() => undefined);
  requestContext.run({ requestId: 'req-123' }, () => filter.catch(exception, host));
  return sent;
}

describe('EnvelopeExceptionFilter', () => {
  it('answers a domain error with its status and message in the envelope', () => {
    expect(capture(new DomainError(405, 'Account is not varified'))).toEqual({
      status: 405,
      body: { status_code: 405, message: 'Account is not varified', data: null },
      headers: {},
    });
  });

  it('adds per-field errors on 422', () => {
    const sent = capture(new InvalidInputError({ email: ['The email has already been taken.'] }));
    expect(sent.status).toBe(422);
    expect(sent.body).toEqual({
      status_code: 422,
      message: 'The email has already been taken.',
      data: null,
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it("keeps the seeds' message for an unknown route", () => {
    expect(capture(new NotFoundException()).body).toMatchObject({
      status_code: 404,
      message: 'No route / path / url available.',
    });
  });

  it('maps framework errors to their status', () => {
    expect(capture(new PayloadTooLargeException()).status).toBe(413);
  });

  it('hides unknown errors behind a generic 500 with the request id and no stack', () => {
    const sent = capture(new Error('connect ECONNREFUSED secret-host:3306'));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      status_code: 500,
      message: 'Something went wrong on our side. Please try again later.',
      data: null,
      request_id: 'req-123',
    });
    expect(JSON.stringify(sent.body)).not.toContain('secret-host');
  });

  it('answers 503 with Retry-After when a backing service is unreachable, however the error is wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const typeorm = Object.assign(new Error('Query failed'), {
      driverError: Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }),
    });
    for (const error of [
      refused,
      typeorm,
      new Error('Connection is closed.'),
      new Error('Command timed out'),
    ]) {
      const sent = capture(error);
      expect(sent.status).toBe(503);
      expect(sent.headers['Retry-After']).toBe(5);
      expect(sent.body).toEqual({
        status_code: 503,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        data: null,
      });
    }
  });

  describe('in the language the request names (issue 35)', () => {
    /** A request with express's own Accept-Language negotiation, as the API gets it. */
    const withLanguage = (header: string) => {
      const accepts = (header.match(/^\s*([a-z]+)/i)?.[1] ?? 'en').toLowerCase();
      return {
        headers: { 'accept-language': header },
        acceptsLanguages: (...offered: string[]) => (offered.includes(accepts) ? accepts : offered[0]),
      };
    };

    it('answers the message and field errors in Hindi, under the same field keys', () => {
      const error = new InvalidInputError({ email: ['The email has already been taken.'] });
      expect(capture(error, withLanguage('hi-IN,hi;q=0.9,en;q=0.5'))).toEqual({
        status: 422,
        body: {
          status_code: 422,
          message: 'यह ईमेल पहले से इस्तेमाल हो रहा है।',
          data: null,
          errors: { email: ['यह ईमेल पहले से इस्तेमाल हो रहा है।'] },
        },
        headers: { Vary: 'Accept-Language', 'Content-Language': 'hi' },
      });
    });

    it('keeps the seeds’ English, typos included, for everyone else', () => {
      const sent = capture(new DomainError(405, 'Account is not varified'), withLanguage('en-US,en;q=0.9'));
      expect(sent.body?.message).toBe('Account is not varified');
      expect(sent.headers['Content-Language']).toBeUndefined();
    });

    it('leaves a text without a Hindi entry in English', () => {
      expect(
        capture(new DomainError(409, 'A text nobody translated'), withLanguage('hi')).body?.message,
      ).toBe('A text nobody translated');
    });
  });
});
