import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ToInt } from '../../../core/http/transforms';
import { AgentEarningsService } from './agent-earnings.service';
import { WalletService } from './wallet.service';

export class WalletEntriesQuery {
  /** The id of the last entry already shown: the page continues with older ones. */
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'before must be a whole number' })
  @Min(1, { message: 'before must be a whole number' })
  before?: number;
}

/** GET my-wallet: what the caller earned as a sales agent. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('api')
export class WalletController {
  constructor(
    private readonly wallet: WalletService,
    private readonly earnings: AgentEarningsService,
  ) {}

  @Get('my-wallet')
  myWallet(@CurrentPrincipal() principal: Principal) {
    return this.wallet.summary(principal.id);
  }

  /** The wallet's entries (one per paid payment made with the agent's coupon), newest first. */
  @Get('my-wallet/entries')
  entries(@CurrentPrincipal() principal: Principal, @Query() query: WalletEntriesQuery) {
    return this.earnings.walletEntries(principal.id, query.before);
  }
}
