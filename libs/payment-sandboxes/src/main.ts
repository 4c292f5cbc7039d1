import { JsonLogger } from './shared/logger';
import { startPayuSandbox } from './payu/payu-sandbox';
import { startRazorpaySandbox } from './razorpay/razorpay-sandbox';
import { loadSandboxConfig, SandboxConfigError, type SandboxConfig } from './sandbox-config';
import { SANDBOX_BANNER } from './shared/html';

/**
 * The local payment provider sandboxes, one process for both (PayU on PAYU_SANDBOX_PORT, Razorpay on
 * RAZORPAY_SANDBOX_PORT), started by scripts/start.sh and the e2e stack. Development and tests only.
 */
async function main(config: SandboxConfig) {
  const logger = new JsonLogger(config.LOG_LEVEL);
  const runtime = (port: number) => ({ host: config.PAYMENT_SANDBOX_HOST, port, logger });
  const sandboxes = await Promise.all([
    startPayuSandbox(config, runtime(config.PAYU_SANDBOX_PORT)),
    startRazorpaySandbox(config, runtime(config.RAZORPAY_SANDBOX_PORT)),
  ]);
  const [payu, razorpay] = sandboxes;
  logger.log(
    {
      msg: `listening — ${SANDBOX_BANNER}`,
      payu: payu.url,
      razorpay: razorpay.url,
      payu_webhooks: config.PAYU_SANDBOX_WEBHOOK_URL ?? null,
      razorpay_webhooks: config.RAZORPAY_SANDBOX_WEBHOOK_URL ?? null,
    },
    'sandboxes',
  );

  const stop = async (signal: string) => {
    logger.log({ msg: 'stopping', signal }, 'sandboxes');
    await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
    logger.log('stopped', 'sandboxes');
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

function start() {
  try {
    return main(loadSandboxConfig(process.env));
  } catch (error) {
    if (!(error instanceof SandboxConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

start().catch((error: Error) => {
  process.stderr.write(`payment sandboxes failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
