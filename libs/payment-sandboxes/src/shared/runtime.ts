import type { SandboxLogger } from './logger';

/** How a sandbox is run: by main.ts on its configured port, or by a test on any free port. */
export interface SandboxRuntime {
  host: string;
  /** 0: any free port (tests). */
  port: number;
  logger: SandboxLogger;
  /** Waits before webhook retries; the default suits a developer watching the log. */
  webhookRetryDelaysMs?: number[];
}

export interface RunningSandbox {
  /** http://host:port it listens on. */
  url: string;
  /** Resolves when every webhook sent so far was delivered or given up. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}
