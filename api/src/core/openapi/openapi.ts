import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of all three faces, browsable at /api/docs (JSON at /api/docs-json). */
export function mountOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Restaurant Community API')
      .setDescription(
        'Member API (/api, envelope {status_code, message, data}), public content (/public/api) and the staff console API (/admin-api, ra-data-simple-rest).',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
