import { UserType } from '@app/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ListQuery } from '../common/list-query.dto';
import { MemberDirectoryService } from './member-directory.service';

/** The vendor directory (/AllVendors): public cards, paged. The manpower one is ManpowerController's. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class DirectoryController {
  constructor(private readonly directory: MemberDirectoryService) {}

  @Get('vendor/vendor')
  vendors(@Query() query: ListQuery) {
    return this.directory.ofType(UserType.Vendor, query);
  }
}
