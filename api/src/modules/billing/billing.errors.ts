import { BillingMessages } from '@app/contracts';
import { DomainError, InvalidInputError } from '../../core/errors/domain-error';

/** 422 on the coupon field: the seeds' clients show the message and clear the code. */
export const couponRefused = (message: string) => new InvalidInputError({ coupon_code: [message] });

/** 422: the thing is already paid for (checkout of an active subscription or a request under review). */
export const alreadyPaid = (field: string) =>
  new InvalidInputError({ [field]: [BillingMessages.alreadyPaid] });

/** 422 for the legacy payment-status calls: the provider has no successful payment for the record. */
export const nothingPaid = () => new DomainError(422, BillingMessages.paymentNotReceived);

/** 503: the provider did not answer (or answered nonsense); nothing was changed, the caller may retry. */
export class ProviderUnavailableError extends DomainError {
  constructor(readonly detail: string) {
    super(503, BillingMessages.providerUnavailable);
  }
}
