import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { StaffOnly } from '../auth/auth.decorators';
import { RawResponse } from '../http/envelope.interceptor';

/** The staff face's document, kept for the staff-only route below (set once, at start). */
@Injectable()
export class OpenApiDocumentsService {
  staff: OpenAPIObject | null = null;
}

/** `/admin-api/docs-json`: the console API's operations, for staff only (any role). */
@ApiExcludeController()
@StaffOnly()
@Controller('admin-api/docs-json')
export class StaffOpenApiController {
  constructor(private readonly documents: OpenApiDocumentsService) {}

  @Get()
  @RawResponse()
  document() {
    return this.documents.staff;
  }
}

@Module({
  controllers: [StaffOpenApiController],
  providers: [OpenApiDocumentsService],
})
export class OpenApiModule {}
