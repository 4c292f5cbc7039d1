import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, type Observable } from 'rxjs';
import type { Principal } from '../auth/auth.decorators';
import { AuditLogService } from './audit-log.service';

const AUDITED = 'audit:declared';

interface AuditDeclaration {
  action: string;
  target_type: string;
}

/** Where a handler may leave the state before its change, for the entry its @Audited route writes. */
const BEFORE = Symbol('audit:before');

/**
 * Declares a staff route as audited: once the handler succeeded, an entry is written with the staff
 * member, role and address of the request, the target (`:id`, or the answer's `id`), the answer as
 * `after`, and whatever the handler gave `auditBefore()` as `before`.
 */
export const Audited = (action: string, target_type: string) =>
  SetMetadata(AUDITED, { action, target_type } satisfies AuditDeclaration);

/** The state before an audited handler's change (a small summary, shown in the log). */
export function auditBefore(request: Request, before: unknown): void {
  (request as Request & { [BEFORE]?: unknown })[BEFORE] = before;
}

/** The address and principal of a request, as the audit log records them. */
export function auditActor(request: Request): { principal: Principal; ip: string | null } {
  return { principal: request.user as Principal, ip: request.ip ?? null };
}

function targetOf(request: Request, answer: unknown): number | null {
  const fromPath = Number(request.params?.id);
  if (Number.isSafeInteger(fromPath) && fromPath > 0) return fromPath;
  const fromAnswer = (answer as { id?: unknown } | null)?.id;
  return typeof fromAnswer === 'number' ? fromAnswer : null;
}

/** Global: writes the entry of every @Audited route that succeeded (a failed write leaves none). */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditLogService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const declared = this.reflector.getAllAndOverride<AuditDeclaration | undefined>(AUDITED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!declared) return next.handle();
    const request = context.switchToHttp().getRequest<Request & { [BEFORE]?: unknown }>();
    return next.handle().pipe(
      concatMap(async (answer) => {
        await this.audit.record(auditActor(request), {
          action: declared.action,
          target_type: declared.target_type,
          target_id: targetOf(request, answer),
          // A delete answers what it removed: that is the state before, and nothing is after.
          before: declared.action.endsWith('.delete') ? answer : request[BEFORE],
          after: declared.action.endsWith('.delete') ? null : answer,
        });
        return answer;
      }),
    );
  }
}
