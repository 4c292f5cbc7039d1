import type { SandboxLogger } from './logger';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WebhookDelivery {
  /** Names the delivery in the log, e.g. "payment.captured pay_…". */
  label: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Delivers a provider's server-to-server notifications the way providers do: in the background, after the
 * browser has been answered, retried a few times when the merchant does not answer 2xx. A delivery can be
 * sent more than once on purpose (the same request again, as a provider's retry of a delivered event) to
 * exercise the merchant's idempotency.
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly logger: SandboxLogger,
    private readonly context: string,
    /** Waits before the 2nd, 3rd, … attempt. */
    private readonly retryDelaysMs: readonly number[] = [1000, 3000],
  ) {}

  /** Sends the deliveries in order, `copies` times over; returns at once. */
  send(deliveries: WebhookDelivery[], copies = 1): void {
    const run = (async () => {
      for (let copy = 1; copy <= copies; copy++) {
        for (const delivery of deliveries) await this.deliver(delivery, copy);
      }
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves once everything sent so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Gives up pending retries (shutdown) and waits for attempts under way. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  private async deliver(delivery: WebhookDelivery, copy: number): Promise<void> {
    const attempts = this.retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1 && !(await this.wait(this.retryDelaysMs[attempt - 2]))) break;
      const problem = await this.attempt(delivery);
      const entry = { msg: 'webhook', delivery: delivery.label, url: delivery.url, copy, attempt };
      if (!problem) {
        this.logger.log({ ...entry, result: 'delivered' }, this.context);
        return;
      }
      this.logger.warn({ ...entry, result: problem }, this.context);
    }
    this.logger.error(
      { msg: 'webhook given up', delivery: delivery.label, url: delivery.url, copy },
      undefined,
      this.context,
    );
  }

  /** null when the merchant answered 2xx, else what went wrong. */
  private async attempt(delivery: WebhookDelivery): Promise<string | null> {
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return cause?.code ?? (error as Error).message;
    }
  }

  /** false when the sender is stopping. */
  private async wait(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.stopping.signal });
      return true;
    } catch {
      return false;
    }
  }
}
