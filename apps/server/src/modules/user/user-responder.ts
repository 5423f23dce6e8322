import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserResponse } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { loadAccountView } from '../account/account-summary';
import { toMagicPharmacy } from '../discount-card/index';
import type { PharmacyIndex } from '../pharmacies/index';
import type { CatalogueCountsCache } from '../system';
import { buildUser } from './service';

export interface UserResponder {
  /**
   * The GET /api/v2/user body for this request's session: started when there is none, or on a
   * route that defers it, proposed (see SessionManager.ensureOrPropose).
   */
  respond(
    request: FastifyRequest,
    reply: FastifyReply,
    forcedExperiments?: string,
  ): Promise<UserResponse>;
}

export function createUserResponder(
  app: FastifyInstance,
  db: AppDatabase,
  catalogueCounts: CatalogueCountsCache,
  pharmacies: PharmacyIndex,
): UserResponder {
  return {
    async respond(request, reply, forcedExperiments) {
      const session = await app.sessions.ensureOrPropose(request, reply);
      const [counts, view] = await Promise.all([
        catalogueCounts.get(),
        session.accountId ? loadAccountView(db, session.accountId) : null,
      ]);
      // The account was deleted while the session lived: the session is a visitor's again.
      if (session.accountId && !view) await app.sessions.update(request, { accountId: null });
      const stats = { medicationCount: counts.drugs, pharmacyCount: counts.pharmacies };
      const magicPharmacy = view ? toMagicPharmacy(pharmacies, view.magicPharmacyId) : null;
      return buildUser(session, stats, view?.account ?? null, forcedExperiments, magicPharmacy);
    },
  };
}
