import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { OpenApiDocumentsService } from './openapi.module';

// class-transformer keeps its @Type() registry in a module it ships without a declaration next to it.
type TransformerStorage = typeof import('class-transformer/types/storage');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformerStorage: TransformerStorage = require('class-transformer/cjs/storage');
const { defaultMetadataStorage } = transformerStorage;

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
type Parameter = { name: string; in: 'query' | 'path'; required: boolean; schema: Schema };

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
  const all = buildOpenApiDocument(app);
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
  app.get(OpenApiDocumentsService).staff = staff;
}

/**
 * Swagger's own scan, completed from the validation rules themselves: the DTOs carry class-validator
 * decorators, not @ApiProperty, so body schemas would be empty and query/path DTOs would not appear at all.
 * The schemas come from class-validator's metadata at run time, so the document cannot drift from the
 * rules the ValidationPipe applies (the fuzz suite generates its requests from this document).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
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
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
  }) as Record<string, Schema>;
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, ...schemas };
  addRouteParameters(app, document, schemas);
  return document;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** `/api/posts/:id` and `/api/files/*key` as OpenAPI writes them: `/api/posts/{id}`, `/api/files/{key}`. */
const toOpenApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

function addRouteParameters(app: INestApplication, document: OpenAPIObject, schemas: Record<string, Schema>) {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
      if (prefix === undefined) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name] as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const operation =
          document.paths[toOpenApiPath(joinPath(prefix, path))]?.[
            RequestMethod[method].toLowerCase() as 'get'
          ];
        if (!operation) continue; // excluded from the document on purpose (@ApiExcludeController)
        const parameters = routeParameters(controller.prototype, name, schemas);
        const declared = new Set(
          (operation.parameters ?? []).map((p) => `${'in' in p ? p.in : ''}:${'name' in p ? p.name : ''}`),
        );
        operation.parameters = [
          ...(operation.parameters ?? []),
          ...parameters.filter((p) => !declared.has(`${p.in}:${p.name}`)),
        ];
        // Path segments no DTO describes (a wildcard such as *key) are still parameters of the path.
        for (const match of joinPath(prefix, path).matchAll(/[:*]([A-Za-z0-9_]+)/g)) {
          if (!operation.parameters.some((p) => 'name' in p && p.name === match[1] && p.in === 'path')) {
            operation.parameters.push({
              name: match[1],
              in: 'path',
              required: true,
              schema: { type: 'string' },
            });
          }
        }
      }
    }
  }
}

/** The query and path parameters of one handler, from its @Query()/@Param() arguments and their DTOs. */
function routeParameters(prototype: object, name: string, schemas: Record<string, Schema>): Parameter[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, prototype.constructor, name) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as (
    { name?: string } | undefined
  )[];
  const out: Parameter[] = [];
  for (const [key, arg] of Object.entries(args)) {
    const paramtype = Number(key.split(':')[0]);
    const where =
      paramtype === RouteParamtypes.QUERY ? 'query' : paramtype === RouteParamtypes.PARAM ? 'path' : null;
    if (!where) continue;
    const type = types[arg.index];
    if (typeof arg.data === 'string') {
      out.push({ name: arg.data, in: where, required: where === 'path', schema: scalarSchema(type) });
      continue;
    }
    const schema = type?.name ? schemas[type.name] : undefined;
    for (const [property, propertySchema] of Object.entries(schema?.properties ?? {})) {
      out.push({
        name: property,
        in: where,
        required: where === 'path' || (schema?.required ?? []).includes(property),
        schema: propertySchema,
      });
    }
  }
  return out;
}

const scalarSchema = (type: { name?: string } | undefined): Schema =>
  type?.name === 'Number' ? { type: 'number' } : { type: 'string' };
