// Products and services of companies (spec section 7): the same four calls for each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueListQuerySchema, CompanyRefParamsSchema, CreateCatalogueItemRequestSchema, CreateProductResponseSchema, CreateServiceResponseSchema, ErrorResponseSchema,
  listResponseSchema, MessageResponseSchema, PageQuerySchema, ProductSchema, ServiceSchema, UuidParamsSchema,
} from '@redress/contract';
import { createCatalogueItem, deleteCatalogueItemById, listCatalogueItems, listCompanyCatalogue } from './catalogue.service.ts';
import { MANAGERS, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // companies and their catalogue
  createProduct: { company: MANAGERS, admin: 'companies.manage' },
  deleteProduct: { company: MANAGERS, admin: 'companies.manage' },
  createService: { company: MANAGERS, admin: 'companies.manage' },
  deleteService: { company: MANAGERS, admin: 'companies.manage' },
  listProducts: PUBLIC,
  listCompanyProducts: PUBLIC,
  listServices: PUBLIC,
  listCompanyServices: PUBLIC,
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

const kinds = [
  { kind: 'product', prefix: '/Products', Plural: 'Products', Singular: 'Product', schema: ProductSchema, created: CreateProductResponseSchema,
    operationIds: { create: 'createProduct', list: 'listProducts', listForCompany: 'listCompanyProducts', delete: 'deleteProduct' } },
  { kind: 'service', prefix: '/Services', Plural: 'Services', Singular: 'Service', schema: ServiceSchema, created: CreateServiceResponseSchema,
    operationIds: { create: 'createService', list: 'listServices', listForCompany: 'listCompanyServices', delete: 'deleteService' } },
] as const;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };

  for (const k of kinds) {
    app.post(`${k.prefix}/Create${k.Singular}`, {
      preHandler: app.authenticate,
      schema: {
        operationId: k.operationIds.create,
        tags: ['companies'],
        summary: `Add a ${k.kind} to a company (its owner, or an admin); companyId defaults to the owner's company`,
        security: bearer,
        body: CreateCatalogueItemRequestSchema,
        response: { 201: k.created, ...errors },
      },
    }, async (request, reply) => reply.status(201).send((await createCatalogueItem(deps, k.kind, request.actor!, request.body)) as never));

    app.get(`${k.prefix}/Get${k.Plural}`, {
      schema: {
        operationId: k.operationIds.list, security: [],
        tags: ['companies'],
        summary: `${k.Plural} of live companies, newest first; optional companyId and name search`,
        querystring: CatalogueListQuerySchema,
        response: { 200: listResponseSchema(k.schema), 400: ErrorResponseSchema },
      },
    }, async (request) => listCatalogueItems(deps, k.kind, request.query));

    app.get(`${k.prefix}/Get${k.Plural}ForCompany/:id`, {
      schema: {
        operationId: k.operationIds.listForCompany, security: [],
        tags: ['companies'],
        summary: `A company's ${k.kind}s by name (company id or slug)`,
        params: CompanyRefParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: listResponseSchema(k.schema), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    }, async (request) => listCompanyCatalogue(deps, k.kind, request.params.id, request.query.page, request.query.size));

    app.delete(`${k.prefix}/Delete${k.Singular}/:id`, {
      preHandler: app.authenticate,
      schema: {
        operationId: k.operationIds.delete,
        tags: ['companies'],
        summary: `Remove a ${k.kind} (the company's owner, or an admin; audited)`,
        security: bearer,
        params: UuidParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    }, async (request) => deleteCatalogueItemById(deps, k.kind, request.actor!, request.params.id));
  }
};
