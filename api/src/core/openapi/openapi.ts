import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { OpenApiDocuments } from './openapi.module';

const STAFF_PREFIX = '/admin-api';

/**
 * The document restricted to the paths `keep` accepts, with only the schemas those paths still reach: a
 * schema used only by the console's operations must not describe staff data to the public.
 */
function restrictTo(document: OpenAPIObject, keep: (path: string) => boolean): OpenAPIObject {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => keep(path)));
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(paths);
  const tags = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op?.tags ?? [])),
  );
  return {
    ...document,
    paths,
    tags: document.tags?.filter((tag) => tags.has(tag.name)),
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))),
    },
  };
}

/**
 * OpenAPI, split by audience: the member and public faces (/api, /public/api) are browsable by anyone at
 * /api/docs (JSON at /api/docs-json); the console's operations (/admin-api) are left out of it and served
 * only to a staff token at /admin-api/docs-json (docs/decisions/052).
 */
export function mountOpenApi(app: INestApplication): void {
  const builder = () =>
    new DocumentBuilder().setVersion('1').addBearerAuth().setTitle('Restaurant Community API');
  const all = SwaggerModule.createDocument(app, builder().build());
  const isStaff = (path: string) => path === STAFF_PREFIX || path.startsWith(`${STAFF_PREFIX}/`);

  const members = restrictTo(all, (path) => !isStaff(path));
  members.info.description =
    'Member API (/api, envelope {status_code, message, data}) and public content (/public/api).';
  SwaggerModule.setup('api/docs', app, members, { jsonDocumentUrl: 'api/docs-json' });

  const staff = restrictTo(all, isStaff);
  staff.info = {
    ...staff.info,
    title: 'Restaurant Community staff API',
    description: 'The console API (/admin-api, ra-data-simple-rest). Staff tokens only.',
  };
  app.get(OpenApiDocuments).staff = staff;
}
