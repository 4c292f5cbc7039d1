import { ProviderUnavailableError } from '../billing.errors';

const TIMEOUT_MS = 10_000;

/** A provider's JSON answer with its HTTP status (4xx answers are the caller's to interpret). */
export interface ProviderAnswer<T> {
  status: number;
  body: T;
}

/**
 * One server-to-server call to a provider. Network failures, timeouts, 5xx and answers that are not JSON
 * become ProviderUnavailableError (503 to the caller, nothing changed), so a flaky provider never turns
 * into a wrong payment state.
 */
export async function callProvider<T>(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<ProviderAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new ProviderUnavailableError(`${provider}: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new ProviderUnavailableError(`${provider}: HTTP ${response.status}`);
  try {
    return { status: response.status, body: JSON.parse(text) as T };
  } catch {
    throw new ProviderUnavailableError(`${provider}: HTTP ${response.status} with a body that is not JSON`);
  }
}
