/** One dependency's answer: up or down, how long it took, and why it is down. */
export type Check = { status: 'up' | 'down'; ms: number; error?: string };

/** Runs a check with a time limit (2 s by default): a hung dependency is down, not a hung request. */
export async function probe(run: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return { status: 'up', ms: Date.now() - started };
  } catch (error) {
    return {
      status: 'down',
      ms: Date.now() - started,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
