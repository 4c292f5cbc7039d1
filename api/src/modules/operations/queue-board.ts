import { randomBytes } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Injectable, Logger } from '@nestjs/common';
import type { StaffRole } from '@app/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AuditLogService } from '../../core/audit/audit-log.service';
import type { Principal } from '../../core/auth/auth.decorators';
import { SessionService } from '../../core/auth/session.service';
import { RedisClient } from '../../core/redis/redis.module';
import { QueueHandlesService } from './queue-handles';

/** Where the board is served, under the API's staff face. */
export const QUEUE_BOARD_PATH = '/admin-api/queues/board';
/** The board's own session cookie: HttpOnly, SameSite=Strict, only sent to the board's path. */
export const QUEUE_BOARD_COOKIE = 'queue_board';
/** A ticket from the console is good once, for this long. */
const TICKET_SECONDS = 60;
/** A board session lasts this long (the console's session must also still be open). */
const SESSION_SECONDS = 15 * 60;

interface BoardGrant {
  id: number;
  role: StaffRole;
  sessionId: string;
}

const ticketKey = (ticket: string) => `queue-board:ticket:${ticket}`;
const sessionKey = (id: string) => `queue-board:session:${id}`;
const token = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const OPERATIONS = [
  'retry',
  'clean',
  'promote',
  'pause',
  'resume',
  'empty',
  'add',
  'update-data',
  'delay',
  'priority',
  'concurrency',
  'rate-limit',
  'obliterate',
];

/**
 * What a board request changes, from its path under the board (`/api/queues/email/42/retry/failed`: retry
 * job 42 of the email queue; `/api/queues/email/clean/failed`: clean the queue's failed jobs).
 */
export function boardOperation(path: string): { queue: string; operation: string; jobId: string | null } {
  const parts = path
    .replace(/^\/+/, '')
    .split('/')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  if (parts[0] !== 'api' || parts[1] !== 'queues') return { queue: '', operation: 'change', jobId: null };
  const [queue = '', second, third] = parts.slice(2);
  if (second && OPERATIONS.includes(second)) return { queue, operation: second, jobId: null };
  if (second && third && OPERATIONS.includes(third)) return { queue, operation: third, jobId: second };
  return { queue, operation: 'change', jobId: second ?? null };
}

function cookieOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === QUEUE_BOARD_COOKIE) return value.join('=');
  }
  return null;
}

/**
 * The BullMQ queue dashboard (@bull-board) for the superadmin, and its authentication (docs/decisions/163).
 * The console holds a bearer token a browser cannot send on a page navigation, so it asks
 * POST /admin-api/queues/session for a one-time ticket (60 s) and opens the board with it; the board trades
 * the ticket for its own HttpOnly cookie (15 min) and drops it from the address. Every board request checks
 * that the console session the ticket came from is still open and still a superadmin's, so signing out or
 * losing the role closes the board at once. Each change made on the board (retry, remove, clean, pause...)
 * is written to the audit log once it succeeded.
 */
@Injectable()
export class QueueBoardService {
  private readonly logger = new Logger('queue-board');
  private router: RequestHandler | null = null;

  constructor(
    private readonly queues: QueueHandlesService,
    private readonly redis: RedisClient,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
  ) {}

  /** A one-time ticket for the superadmin's console session. */
  async ticket(principal: Principal): Promise<string> {
    const ticket = token();
    const grant: BoardGrant = { id: principal.id, role: principal.role!, sessionId: principal.sessionId };
    await this.redis.set(ticketKey(ticket), JSON.stringify(grant), 'EX', TICKET_SECONDS);
    return ticket;
  }

  /** Express middleware for everything under QUEUE_BOARD_PATH: authentication, audit, then the board. */
  handler(): RequestHandler {
    return (req, res, next) => {
      this.serve(req, res, next).catch(next);
    };
  }

  private async serve(req: Request, res: Response, next: NextFunction): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : null;
    if (ticket !== null) return this.trade(ticket, res);
    const grant = await this.grant(req);
    if (!grant) {
      res.status(401).type('text/plain').send('Open the queue dashboard from the staff console.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') this.auditOnSuccess(req, res, grant);
    this.board()(req, res, next);
  }

  /** Ticket → board session cookie, then the board without the ticket in its address. */
  private async trade(ticket: string, res: Response): Promise<void> {
    const raw = TOKEN_SHAPE.test(ticket) ? await this.redis.getdel(ticketKey(ticket)) : null;
    const grant = raw ? (JSON.parse(raw) as BoardGrant) : null;
    if (!grant || !(await this.stillSuperadmin(grant))) {
      res
        .status(401)
        .type('text/plain')
        .send('This link has expired. Open the queue dashboard from the console again.');
      return;
    }
    const id = token();
    await this.redis.set(sessionKey(id), JSON.stringify(grant), 'EX', SESSION_SECONDS);
    res.cookie(QUEUE_BOARD_COOKIE, id, {
      httpOnly: true,
      sameSite: 'strict',
      secure: res.req.secure,
      path: QUEUE_BOARD_PATH,
      maxAge: SESSION_SECONDS * 1000,
    });
    res.redirect(303, `${QUEUE_BOARD_PATH}/`);
  }

  private async grant(req: Request): Promise<BoardGrant | null> {
    const id = cookieOf(req);
    if (!id || !TOKEN_SHAPE.test(id)) return null;
    const raw = await this.redis.get(sessionKey(id));
    if (!raw) return null;
    const grant = JSON.parse(raw) as BoardGrant;
    return (await this.stillSuperadmin(grant)) ? grant : null;
  }

  /** The console session the board was opened from is still listed, for a superadmin. */
  private async stillSuperadmin(grant: BoardGrant): Promise<boolean> {
    const principal = await this.sessions.principalFrom('staff', {
      sub: String(grant.id),
      jti: grant.sessionId,
      kind: 'staff',
      role: grant.role,
    });
    return principal?.role === 'superadmin';
  }

  private auditOnSuccess(req: Request, res: Response, grant: BoardGrant): void {
    const { queue, operation, jobId } = boardOperation(req.path);
    const principal: Principal = {
      kind: 'staff',
      id: grant.id,
      role: grant.role,
      sessionId: grant.sessionId,
    };
    res.on('finish', () => {
      if (res.statusCode >= 400) return;
      this.audit
        .record(
          { principal, ip: req.ip ?? null },
          {
            action: `queue.${operation}`,
            target_type: 'queue_job',
            target_id: jobId && /^\d{1,15}$/.test(jobId) ? Number(jobId) : null,
            summary: `${operation} ${queue}${jobId ? ` job ${jobId}` : ''}`,
            after: { queue, job_id: jobId, method: req.method },
          },
        )
        .catch((error) => this.logger.error({ msg: 'queue board audit failed', error: String(error) }));
    });
  }

  private board(): RequestHandler {
    if (this.router) return this.router;
    const adapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: this.queues.all().map(([, queue]) => new BullMQAdapter(queue)),
      serverAdapter: adapter,
      options: { uiConfig: { boardTitle: 'Restaurant queues' } },
    });
    this.router = adapter.getRouter() as RequestHandler;
    return this.router;
  }
}
