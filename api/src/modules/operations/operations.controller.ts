import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../core/audit/audited';
import { CurrentPrincipal, type Principal, StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { DashboardService } from './dashboard.service';
import { QUEUE_BOARD_PATH, QueueBoardService } from './queue-board';
import { SystemStatusService } from './system-status.service';

/** The console's dashboard: one call, only the sections the caller's role may see. */
@ApiTags('admin: operations')
@ApiBearerAuth()
@StaffOnly('superadmin', 'moderator', 'content_editor', 'finance')
@RawResponse()
@Controller('admin-api/dashboard')
export class StaffDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  get(@CurrentPrincipal() staff: Principal) {
    return this.dashboard.forRole(staff.role!);
  }
}

/** Opens the queue dashboard: a one-time ticket the console puts in the board's address (decision 163). */
@ApiTags('admin: operations')
@ApiBearerAuth()
@StaffOnly('superadmin')
@RawResponse()
@Controller('admin-api/queues')
export class StaffQueuesController {
  constructor(private readonly board: QueueBoardService) {}

  @Post('session')
  @HttpCode(200)
  @Audited('queue_board.open', 'queue_board')
  async session(@CurrentPrincipal() staff: Principal) {
    const ticket = await this.board.ticket(staff);
    return { url: `${QUEUE_BOARD_PATH}/?ticket=${ticket}`, expires_in: 60 };
  }
}

/** The system's status for the superadmin: versions, migrations, dependencies, queues, last backup. */
@ApiTags('admin: operations')
@ApiBearerAuth()
@StaffOnly('superadmin')
@RawResponse()
@Controller('admin-api/status')
export class StaffStatusController {
  constructor(private readonly status: SystemStatusService) {}

  @Get()
  get() {
    return this.status.status();
  }
}
