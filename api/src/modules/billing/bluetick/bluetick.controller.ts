import { BillingMessages } from '@app/contracts';
import { Body, Controller, Get, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../../core/auth/auth.decorators';
import { ResponseMessage } from '../../../core/http/envelope.interceptor';
import { UploadBlueTickDto } from '../dto/billing-requests.dto';
import { BlueTickService, type UploadedDocument } from './bluetick.service';
import { DOCUMENT_MAX_BYTES } from './documents';

const DOCUMENT_FIELDS = [
  { name: 'document1', maxCount: 1 },
  { name: 'document2', maxCount: 1 },
];

/** The blue tick as the member sees it: documents upload and the request's state. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('api')
export class BlueTickController {
  constructor(private readonly blueTick: BlueTickService) {}

  @ApiConsumes('multipart/form-data')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('upload-bluetick-documents')
  @ResponseMessage(BillingMessages.documentsUploaded)
  @UseInterceptors(
    FileFieldsInterceptor(DOCUMENT_FIELDS, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 10 },
    }),
  )
  upload(
    @CurrentPrincipal() principal: Principal,
    @Body() _body: UploadBlueTickDto,
    @UploadedFiles() files: { document1?: UploadedDocument[]; document2?: UploadedDocument[] } | undefined,
  ) {
    return this.blueTick.upload(principal, {
      document1: files?.document1?.[0],
      document2: files?.document2?.[0],
    });
  }

  @Get('bluetick-status')
  status(@CurrentPrincipal() principal: Principal) {
    return this.blueTick.status(principal);
  }
}
