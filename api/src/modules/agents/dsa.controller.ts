import { AgentMessages, DSA_DOCUMENT_FIELDS, type DsaDocumentField } from '@app/contracts';
import { Body, Controller, Get, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { ResponseMessage } from '../../core/http/envelope.interceptor';
import { DOCUMENT_MAX_BYTES } from '../billing';
import { DsaApplicationsService } from './dsa-applications.service';
import { DsaFormBody } from './dto/dsa-requests.dto';

type Uploaded = Partial<Record<DsaDocumentField, Array<{ buffer: Buffer }>>>;

/** Atmnirbhar as the member sees it: the application form, its state, and the approved agent's panel. */
@ApiTags('agents')
@ApiBearerAuth()
@Controller('api')
export class DsaController {
  constructor(private readonly applications: DsaApplicationsService) {}

  /** POST dsa/dsas: the multipart form with its four documents (each a PDF or an image, at most 5 MB). */
  @ApiConsumes('multipart/form-data')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @Post('dsa/dsas')
  @ResponseMessage(AgentMessages.applied)
  @UseInterceptors(
    FileFieldsInterceptor(
      DSA_DOCUMENT_FIELDS.map((name) => ({ name, maxCount: 1 })),
      { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 4, fields: 30 } },
    ),
  )
  apply(
    @CurrentPrincipal() principal: Principal,
    @Body() body: DsaFormBody,
    @UploadedFiles() files: Uploaded | undefined,
  ) {
    return this.applications.apply(
      principal,
      body,
      Object.fromEntries(DSA_DOCUMENT_FIELDS.map((f) => [f, files?.[f]?.[0]])),
    );
  }

  @Get('dsa/my-application')
  mine(@CurrentPrincipal() principal: Principal) {
    return this.applications.eligibility(principal);
  }

  /** The Atmnirbhar Panel: the agent's coupon code, its uses and the commission earned. */
  @Get('dsa/panel')
  panel(@CurrentPrincipal() principal: Principal) {
    return this.applications.panel(principal);
  }
}
