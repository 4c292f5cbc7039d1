import { PaymentReturnPaths } from '@app/contracts';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Public } from '../../../../core/auth/auth.decorators';
import { AppConfig } from '../../../../core/config/app-config';
import { DomainError } from '../../../../core/errors/domain-error';
import { ProviderUnavailableError } from '../../billing.errors';
import { RawResponse } from '../../../../core/http/envelope.interceptor';
import { resultPath } from '../../payments/payment.mappers';
import { type PayuOutcome, PayuReturnsService } from './payu-returns.service';

/**
 * PayU's posts. surl and furl are the browser coming back from PayU's page: both are verified the same way
 * and answered with a 303 to the member site's result page. The webhook is PayU's server calling.
 * Public (PayU posts without the member's token); trust comes from the hash and verify_payment.
 */
@ApiExcludeController()
@Public()
@Controller('api/payments/payu')
export class PayuController {
  constructor(
    private readonly returns: PayuReturnsService,
    private readonly config: AppConfig,
  ) {}

  @Post('success')
  @RawResponse()
  async success(@Body() body: Record<string, unknown>, @Res() res: Response) {
    this.redirect(res, await this.returns.handle(body ?? {}, 'return'));
  }

  @Post('failure')
  @RawResponse()
  async failure(@Body() body: Record<string, unknown>, @Res() res: Response) {
    this.redirect(res, await this.returns.handle(body ?? {}, 'return'));
  }

  /** 200 once handled (PayU stops retrying); 400 when the post is not genuine; 503 to be sent again later. */
  @SkipThrottle()
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Body() body: Record<string, unknown>) {
    const outcome = await this.returns.handle(body ?? {}, 'webhook');
    if (outcome.state === 'rejected') throw new DomainError(400, 'The notification could not be verified.');
    if (outcome.state === 'unconfirmed')
      throw new ProviderUnavailableError('payu: verify_payment unavailable during a webhook');
    return { payment_id: outcome.payment!.id, status: outcome.payment!.status };
  }

  /**
   * Paid → the success page (the blue tick's own return page); pending or unconfirmed → the same page with
   * status=pending, which asks GET /api/payments/{id} again; anything else → the failure page.
   */
  private redirect(res: Response, outcome: PayuOutcome) {
    const web = this.config.PUBLIC_WEB_URL.replace(/\/+$/, '');
    const { payment } = outcome;
    const path =
      !payment || outcome.state === 'rejected' || outcome.state === 'failed'
        ? PaymentReturnPaths.fail
        : resultPath(payment);
    const status = outcome.state === 'unconfirmed' ? 'pending' : outcome.state;
    const query = payment ? `?payment_id=${payment.id}&status=${status}` : '';
    res.redirect(303, `${web}${path}${query}`);
  }
}
