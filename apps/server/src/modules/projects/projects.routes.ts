import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import cartRoutes from './cart.routes.ts';
import {
  cartSchema,
  createdProjectSchema,
  createProjectBody,
  mergeBody,
  projectParams,
  putProjectBody,
} from './projects.schemas.ts';
import { createProject, getProject, mergeGuestCart, putProject } from './projects.service.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };
const cartResponse = { 200: successSchema(cartSchema), ...errors };

/** Projects of the signed-in user (spec point 7) and the guest-cart merge; the cart calls in cart.routes.ts. */
export default async function projectsRoutes(fastify: FastifyInstance) {
  await cartRoutes(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/projectCart',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: createProjectBody,
        response: {
          201: successSchema(createdProjectSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const created = await createProject(app.db, request.user!.id, request.body);
      return reply.status(201).send(ok(created, 'Project created successfully.'));
    },
  );

  app.post(
    '/projectCart/add_guest_cart',
    { preHandler: app.authenticate, schema: { tags, security, body: mergeBody, response: cartResponse } },
    async (request) =>
      ok(
        await mergeGuestCart(
          app.db,
          request.user!.id,
          request.body.re_temp_project_id,
          request.body.project_id,
        ),
        'Cart added to your project successfully.',
      ),
  );

  app.get(
    '/projectCart/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: projectParams, response: cartResponse },
    },
    async (request) => ok(await getProject(app.db, request.user!.id, request.params.id)),
  );

  app.put(
    '/projectCart/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: projectParams, body: putProjectBody, response: cartResponse },
    },
    async (request) =>
      ok(
        await putProject(app.db, request.user!.id, request.params.id, request.body),
        'Project updated successfully.',
      ),
  );
}
