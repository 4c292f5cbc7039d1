import { urls } from './urls';

/** A call of the console's API with a staff token (for preparing data a journey is not about). */
export async function adminApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${urls.api}/admin-api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`admin-api/${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
