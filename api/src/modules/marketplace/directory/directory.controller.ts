import { UserType } from '@app/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ListQuery } from '../common/list-query.dto';
import { MemberDirectoryService } from './member-directory.service';

/** The manpower directory (/Allmanpower): public cards, paged. The vendors' is VendorsController's. */
@ApiTags('marketplace')
@ApiBearerAuth()
@Controller('api')
export class DirectoryController {
  constructor(private readonly directory: MemberDirectoryService) {}

  @Get('mp/manpowers')
  manpower(@Query() query: ListQuery) {
    return this.directory.ofType(UserType.Manpower, query);
  }
}
