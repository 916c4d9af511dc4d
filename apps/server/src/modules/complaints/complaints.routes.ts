// The Complaint service's calls (spec section 7): complaints, their status moves, prospects, and the customer's
// dashboard cards. Its comment and vote calls live in modules/comments and modules/votes (complaints.target.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CloseComplaintRequestSchema, ComplaintListQuerySchema, ComplaintListResponseSchema, ComplaintRefParamsSchema, ComplaintSchema,
  ComplaintUserListResponseSchema, CompanyRefParamsSchema, CreateComplaintRequestSchema, CreateComplaintResponseSchema, CustomerDashboardSchema,
  EmailSchema, ErrorResponseSchema, MessageResponseSchema, PageQuerySchema, ProspectMoveResponseSchema, ProspectParamsSchema, ReasonRequestSchema,
  RequestClosureRequestSchema, StatusQuerySchema, UpdateComplaintRequestSchema,
} from '@redress/contract';
import { captchaTokenOf } from '../../platform/captcha/index.ts';
import { readKey } from '../../lib/request-path.ts';
import { createComplaintPublisher } from './complaints.events.ts';
import {
  claimProspectComplaints, closeComplaint, customerDashboard, deleteComplaint, fileComplaint, flagComplaint, getComplaint, listCompanyComplaints,
  listComplaintsFor, listComplaintUsers, listCustomerComplaints, listProspectComplaints, markOverdueComplaints, refreshResponseMedian, requestClosure,
  setComplaintStatus, updateComplaint, type ComplaintsDeps,
} from './complaints.service.ts';
import { admin, PUBLIC, SIGNED_IN, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // complaints
  listComplaints: { customer: 'any', company: STAFF, anyCompany: true, key: 'read', otherKey: 'allowed', admin: 'complaints.moderate' },
  fileComplaint: { customer: 'any' },
  getCustomerDashboard: SIGNED_IN,
  getComplaint: { public: true, key: 'read' },
  updateComplaint: { customer: 'own', validatesFirst: true },
  deleteComplaint: { customer: 'own', admin: 'complaints.moderate' },
  listCustomerComplaints: PUBLIC,
  listCompanyComplaints: PUBLIC,
  listComplaintUsers: { company: STAFF, admin: 'complaints.moderate' },
  requestClosure: { company: STAFF, key: 'write' },
  closeComplaint: { customer: 'own', admin: 'complaints.moderate' },
  flagComplaint: { reporters: true },
  setComplaintStatus: { customer: 'own', company: STAFF, key: 'write', admin: 'complaints.moderate' },
  listProspectComplaints: admin('complaints.moderate'),
  claimProspectComplaints: admin('complaints.moderate'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['complaints'];
const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });

/** How often the 9 pm rule's job looks for complaints past their due time. */
export const OVERDUE_CHECK_MS = 60_000;

export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ComplaintsDeps = {
    database: app.database,
    audit: app.platform.audit,
    captcha: app.platform.captcha,
    mail: app.platform.mail,
    jobs: app.platform.jobs,
    platformTz: app.config.platformTz,
    publish: createComplaintPublisher(app.io),
    notifier: app.notifier,
    now: () => new Date(),
    prospectInvites: { mail: app.platform.mail, signer: app.platform.signer, publicUrl: app.config.publicUrl },
  };

  app.platform.jobs.register('complaints.response-median', async (payload) => {
    if (typeof payload.companyId === 'string') await refreshResponseMedian(app.database, payload.companyId);
  });
  await app.platform.jobs.schedule('complaints.overdue', { every: OVERDUE_CHECK_MS }, async () => {
    await markOverdueComplaints(deps);
  });

  /**
   * Public reads by a signed-out visitor are the same for everyone: their serialized answer is micro-cached like a
   * company page's (decision 33; any write clears it). Signed-in answers carry the caller's votes and rights: never cached.
   */
  const publicRead = async <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
    if (request.actor) return load();
    const body = await app.publicCache.get(`complaints:${readKey(request)}`, async () => String(reply.serialize(await load())));
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };

  const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  app.get('/complaint', {
    config: { apiClient: true },
    preHandler: app.authenticate,
    schema: {
      operationId: 'listComplaints',
      tags, security: bearer,
      summary: 'The caller\'s complaints: a customer\'s own, a business\'s about its company, every one for admins; newest first',
      description: 'search matches titles (2 characters or more; the old client\'s default of 3 is ignored); status narrows. Totals come from maintained counters.',
      querystring: ComplaintListQuerySchema,
      response: { 200: ComplaintListResponseSchema, ...errors },
    },
  }, async (request) => listComplaintsFor(deps, request.actor!, request.query));

  app.get('/complaint/dashboard', {
    preHandler: app.authenticate,
    schema: { operationId: 'getCustomerDashboard', tags, security: bearer, summary: 'The signed-in customer\'s summary cards (/dashboard), from counters', response: { 200: CustomerDashboardSchema, ...errors } },
  }, async (request) => customerDashboard(deps, request.actor!));

  app.post('/complaint', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'fileComplaint', captcha: 'when-asked',
      tags, security: bearer,
      summary: 'File a complaint (verified customers) about a company, or a company not on Redress named by prospectEmail',
      description: 'Accounts younger than a day send a solved captcha in x-captcha-token (a 400 naming the captcha field asks for one). '
        + 'The due time follows the 21:00 rule in PLATFORM_TZ. Complaints with many links wait in submitted for a moderator.',
      body: CreateComplaintRequestSchema,
      response: { 201: CreateComplaintResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await fileComplaint(deps, request.actor!, request.body, { captchaToken: captchaTokenOf(request), ip: request.ip })));

  app.get('/complaint/:id', {
    config: { apiClient: true },
    schema: {
      operationId: 'getComplaint', security: [{}, { bearer: [] }],
      tags,
      summary: 'One complaint (by id or CMP- code) with its latest 3 comments and what the caller may do; public unless hidden',
      params: ComplaintRefParamsSchema,
      querystring: z.object({ callerId: z.string().optional() }),
      response: { 200: ComplaintSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => getComplaint(deps, request.actor, request.params.id)));

  app.put('/complaint/:id', {
    preHandler: app.authenticate,
    schema: { operationId: 'updateComplaint', tags, security: bearer, summary: 'The author edits a complaint (text only until the company answers)', params: ComplaintRefParamsSchema, body: UpdateComplaintRequestSchema, response: { 200: ComplaintSchema, ...errors } },
  }, async (request) => updateComplaint(deps, request.actor!, request.params.id, request.body));

  app.delete('/complaint/:id', {
    preHandler: app.authenticate,
    schema: { operationId: 'deleteComplaint', tags, security: bearer, summary: 'Soft-delete a complaint with a reason (its author, or a moderator; audited)', params: ComplaintRefParamsSchema, body: ReasonRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => deleteComplaint(deps, request.actor!, request.params.id, request.body.reason));

  app.get('/complaint/complaintsByCustomerId/:id', {
    schema: {
      operationId: 'listCustomerComplaints', security: [{}, { bearer: [] }],
      tags, summary: 'A customer\'s complaints: all of them for the customer and admins, otherwise only public ones filed by name',
      params: IdParamsSchema, querystring: ComplaintListQuerySchema, response: { 200: ComplaintListResponseSchema, ...publicErrors },
    },
  }, async (request) => listCustomerComplaints(deps, request.actor, request.params.id, request.query));

  app.get('/complaint/complaintByOrganizationId/:id', {
    schema: {
      operationId: 'listCompanyComplaints', security: [{}, { bearer: [] }],
      tags, summary: 'A company\'s complaints (id or slug), newest first; the company and admins also see hidden and held ones',
      params: CompanyRefParamsSchema, querystring: ComplaintListQuerySchema, response: { 200: ComplaintListResponseSchema, ...publicErrors },
    },
  }, async (request, reply) => publicRead(request, reply, () => listCompanyComplaints(deps, request.actor, request.params.id, request.query)));

  app.get('/complaint/company/complaint-users/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listComplaintUsers',
      tags, security: bearer, summary: 'Customers who filed complaints by name about a company (its owner, employees and admins)',
      params: CompanyRefParamsSchema, querystring: PageQuerySchema, response: { 200: ComplaintUserListResponseSchema, ...errors },
    },
  }, async (request) => listComplaintUsers(deps, request.actor!, request.params.id, request.query.page, request.query.size));

  app.post('/complaint/company/requestClosure/:id', {
    config: { apiClient: true },
    preHandler: app.authenticate,
    schema: { operationId: 'requestClosure', tags, security: bearer, summary: 'The company says it is solved (processed) and asks the customer to close it', params: ComplaintRefParamsSchema, body: RequestClosureRequestSchema, response: { 200: ComplaintSchema, ...errors } },
  }, async (request) => requestClosure(deps, request.actor!, request.params.id, request.body.companyReason));

  app.put('/complaint/close/:id', {
    preHandler: app.authenticate,
    schema: { operationId: 'closeComplaint', tags, security: bearer, summary: 'Close with a reason, resolved (default) or unresolved (the author, or a moderator)', params: ComplaintRefParamsSchema, body: CloseComplaintRequestSchema, response: { 200: ComplaintSchema, ...errors } },
  }, async (request) => closeComplaint(deps, request.actor!, request.params.id, request.body));

  app.put('/complaint/flag/:id', {
    preHandler: app.authenticate,
    config: writeLimit,
    schema: { operationId: 'flagComplaint', tags, security: bearer, summary: 'Flag (a moderator) or report (anyone else; 3 reports hold it for moderation) with a reason', params: ComplaintRefParamsSchema, body: ReasonRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => flagComplaint(deps, request.actor!, request.params.id, request.body.reason));

  app.put('/complaint/status/:id', {
    config: { apiClient: true },
    preHandler: app.authenticate,
    schema: {
      operationId: 'setComplaintStatus',
      tags, security: bearer, summary: 'Move a complaint along the transition table (409 names the moves allowed to the caller)',
      description: 'The company: pending or overdue to in-review, to processed. The author, when processed: resolved (accept) or in-review (decline, '
        + 'which restarts the company\'s clock). Moderators: any move of the table. Closing with a reason and flagging have their own calls.',
      params: ComplaintRefParamsSchema, querystring: StatusQuerySchema, response: { 200: ComplaintSchema, ...errors },
    },
  }, async (request) => setComplaintStatus(deps, request.actor!, request.params.id, request.query.complaintStatus));

  app.get('/complaint/prospect/getByEmail/:emailAddress', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listProspectComplaints',
      tags, security: bearer, summary: 'Complaints naming a company not on Redress by this e-mail (admins, or the business that verified its domain)',
      params: z.object({ emailAddress: EmailSchema }), querystring: PageQuerySchema, response: { 200: ComplaintListResponseSchema, ...errors },
    },
  }, async (request) => listProspectComplaints(deps, request.actor!, request.params.emailAddress, request.query.page, request.query.size));

  app.put('/complaint/prospect/:a/:b', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'claimProspectComplaints',
      tags, security: bearer, summary: 'Move a prospect\'s complaints (a = its e-mail) to the company that claimed it (b = company id); admins or that company\'s owner',
      params: ProspectParamsSchema, response: { 200: ProspectMoveResponseSchema, ...errors },
    },
  }, async (request) => claimProspectComplaints(deps, request.actor!, request.params.a, request.params.b));
};
