import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  foundLocationResponseSchema,
  inferLocationQuerySchema,
  locationResponseSchema,
  searchLocationQuerySchema,
  type Location,
} from '@fillwell/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { createLocationService } from './location-service';
import type { ZipCodeIndex } from './zip-code-index';

export interface LocationRoutesOptions {
  db: AppDatabase;
  zipCodes: ZipCodeIndex;
}

/** The visitor's location: read, inferred from coordinates, or searched by ZIP code. */
export const locationRoutes: FastifyPluginAsyncZod<LocationRoutesOptions> = async (
  app,
  options,
) => {
  const locations = createLocationService(options.db, options.zipCodes);

  const rememberOnSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    location: Location,
  ) => {
    const session = await app.sessions.ensure(request, reply);
    await locations.remember(session.id, location);
    return { result: location };
  };

  app.get(
    '/v2/user/location',
    {
      schema: {
        tags: ['location'],
        summary:
          "The session's location, else the account's default shipping address's; null when none is known",
        response: { 200: locationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await locations.findForSession(request.session ?? null) }),
  );

  app.get(
    '/v2/user/location/infer',
    {
      schema: {
        tags: ['location'],
        summary: 'The location of the ZIP code nearest the coordinates; remembered for the session',
        querystring: inferLocationQuerySchema,
        response: { 200: foundLocationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { lat, lon } = request.query;
      return rememberOnSession(request, reply, locations.infer({ lat, lng: lon }));
    },
  );

  app.get(
    '/v2/user/location/search',
    {
      schema: {
        tags: ['location'],
        summary: "A ZIP code's location; remembered for the session",
        querystring: searchLocationQuerySchema,
        response: { 200: foundLocationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      rememberOnSession(request, reply, locations.search(request.query.zipCode)),
  );
};
