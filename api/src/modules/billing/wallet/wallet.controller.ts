import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { WalletService } from './wallet.service';

/** GET my-wallet: what the caller earned as a sales agent. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('api')
export class WalletController {
  constructor(private readonly wallet: WalletService) {}

  @Get('my-wallet')
  myWallet(@CurrentPrincipal() principal: Principal) {
    return this.wallet.summary(principal.id);
  }
}
