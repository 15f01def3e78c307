import { invitationSchema } from '@app/domain/pros/invitations';
import { idParam } from '@app/domain/shared/input-limits';
import {
  vendorDecisionSchema,
  vendorInvitationInputSchema,
  vendorRegisteredSchema,
  vendorVerificationQuery,
  vendorVerificationRowSchema,
} from '@app/domain/vendors/contract';
import { vendorRegisterSchema } from '@app/domain/vendors/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { INVITATION_RESENT, INVITATION_SENT } from '../pros/pro-invitations.service.ts';
import { decisionRoutes } from '../verification/decision-routes.ts';
import { inviteVendor } from './vendor-invitations.service.ts';
import { registerVendor, VENDOR_REGISTERED } from './vendor-registration.service.ts';
import {
  decideVendor,
  VENDOR_APPROVED,
  VENDOR_DECLINED,
  vendorQueue,
  withheldNote,
} from './vendor-verification.service.ts';

const bearer = [{ bearer: [] }];
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const params = z.object({ id: idParam });

/**
 * Vendors join (issue 12): registration (on their own or by a pro's or the admin's invitation), the admin's
 * verification queue and decisions, and the admin's vendor invitations.
 */
export default async function vendors(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireType('Admin') };

  app.post(
    '/register/vendor',
    {
      schema: {
        tags: ['vendors'],
        body: vendorRegisterSchema,
        response: { 201: successSchema(vendorRegisteredSchema), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, application } = await registerVendor(app, request.body, request.ip);
      return reply.status(201).send(ok({ user, token: null, application }, VENDOR_REGISTERED));
    },
  );

  decisionRoutes(fastify, {
    path: '/admin/vendor_verifications',
    query: vendorVerificationQuery,
    row: vendorVerificationRowSchema,
    decided: vendorDecisionSchema,
    params,
    list: (status) => vendorQueue(app, status),
    decide: (id, decision) => decideVendor(app, id, decision),
    message: (decided, approved) => {
      if (!approved) return VENDOR_DECLINED;
      const withheld = decided.brands.filter((b) => b.outcome === 'withheld').map((b) => b.name);
      return VENDOR_APPROVED + (withheld.length > 0 ? withheldNote(withheld) : '');
    },
  });

  app.post(
    '/admin/vendor_invitations',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security: bearer,
        body: vendorInvitationInputSchema,
        response: { 201: successSchema(invitationSchema), 429: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { invitation, resent } = await inviteVendor(app, request.user!, request.body);
      return reply.status(201).send(ok(invitation, resent ? INVITATION_RESENT : INVITATION_SENT));
    },
  );
}
