import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drugDetailResponseSchema,
  drugQuantityParamsSchema,
  drugQuantityResponseSchema,
  drugSlugParamsSchema,
  medicationIndexParamsSchema,
  medicationIndexResponseSchema,
  medicationSearchQuerySchema,
  medicationSearchResponseSchema,
  QUANTITY_MESSAGES,
  saveDrugSelectionRequestSchema,
  topMedicationsQuerySchema,
  topMedicationsResponseSchema,
  type SearchResult,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import { createNotFoundError, createValidationError } from '../../plugins/http-error';
import { wireSerializerCompiler } from '../../plugins/wire-case';
import type { CatalogueIndex } from './catalogue-index';
import type { CatalogueDrug, CatalogueMedication } from './catalogue-types';
import { createDrugDetailService } from './drug-detail';
import { saveDrugSelection } from './drug-selection-repository';
import { savePinnedMedication } from '../refills/pinned-medication-repository';

export interface CatalogRoutesOptions {
  catalogue: CatalogueIndex;
  db: AppDatabase;
}

export const MEDICATION_NOT_FOUND = 'Medication not found';

/** Search, drug pages with prices, the visitor's selection, and the A–Z directory. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  const { catalogue, db } = options;
  const details = createDrugDetailService(catalogue);

  const searchSchema = {
    tags: ['catalog'],
    querystring: medicationSearchQuerySchema,
    response: { 200: medicationSearchResponseSchema, ...ERROR_RESPONSES },
  };
  const handleSearch = async (request: {
    query: { name: string; limit: number };
    log: FastifyBaseLogger;
  }) => ({ results: searchSafely(catalogue, request.query, request.log) });

  app.get(
    '/medications',
    {
      config: SESSIONLESS_ROUTE,
      schema: { ...searchSchema, summary: 'Medication names matching a typed term' },
    },
    handleSearch,
  );
  app.get(
    '/v2/drugs/search/category/med_name',
    {
      config: SESSIONLESS_ROUTE,
      schema: { ...searchSchema, summary: 'Medication names matching a typed term (checkout)' },
    },
    handleSearch,
  );

  const detailPath = '/v2/user/drugs/detail/:slug';
  const serializeDetail = wireSerializerCompiler({
    schema: drugDetailResponseSchema,
    method: 'GET',
    url: detailPath,
    httpStatus: '200',
  });
  // A drug page only changes with the catalogue: its wire JSON is made once per drug object
  // (a reload makes new objects), which keeps large pages cheap to serve.
  const detailJsonByDrug = new WeakMap<CatalogueDrug, string>();

  app.get(
    detailPath,
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['catalog'],
        summary: 'A drug page: forms, dosages, quantities and their four category prices',
        params: drugSlugParamsSchema,
        response: { 200: drugDetailResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const drug = requireDrug(catalogue, request.params.slug);
      let json = detailJsonByDrug.get(drug);
      if (json === undefined) {
        const detail = details.getDrugDetail(drug);
        if (!detail) throw createNotFoundError(MEDICATION_NOT_FOUND);
        json = serializeDetail({ result: detail });
        detailJsonByDrug.set(drug, json);
      }
      // Already wire JSON: a string with a JSON content type is sent as it is, not serialized
      // again; the typed send() only knows the object form, hence the cast.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  const quantitySchema = {
    tags: ['catalog'],
    params: drugQuantityParamsSchema,
    response: { 200: drugQuantityResponseSchema, ...ERROR_RESPONSES },
  };

  app.get(
    '/v2/user/drugs/detail/:slug/dosage/:medId/quantity/:qty',
    {
      config: SESSIONLESS_ROUTE,
      schema: { ...quantitySchema, summary: 'Prices of one dosage at any allowed quantity' },
    },
    async (request) => {
      const { slug, medId, qty } = request.params;
      const medication = requireQuantity(catalogue, slug, medId, qty);
      return { result: details.describeQuantity(medication, qty) };
    },
  );

  app.put(
    '/v2/user/drugs/detail/:slug/dosage/:medId/quantity/:qty',
    {
      schema: {
        ...quantitySchema,
        summary: "Records the visitor's dosage, quantity and price category for a drug",
        body: saveDrugSelectionRequestSchema,
      },
    },
    async (request, reply) => {
      const { slug, medId, qty } = request.params;
      const medication = requireQuantity(catalogue, slug, medId, qty);
      const session = await app.sessions.ensure(request, reply);
      await saveDrugSelection(db, {
        sessionId: session.id,
        medNameId: medication.medNameId,
        medId,
        quantity: qty,
        priceCategory: request.body.priceCategory,
        pinned: request.body.pinned,
      });
      // A signed-in person's pin also puts the medication on (or takes it off) their list.
      if (session.accountId) {
        await savePinnedMedication(
          db,
          {
            accountId: session.accountId,
            medNameId: medication.medNameId,
            medId,
            slug: medication.slug,
            quantity: qty,
            priceCategory: request.body.priceCategory,
          },
          request.body.pinned,
        );
      }
      return { result: details.describeQuantity(medication, qty) };
    },
  );

  app.get(
    '/medications/top',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['catalog'],
        summary: 'The most prescribed medications, optionally by first letter (0 for digits)',
        querystring: topMedicationsQuerySchema,
        response: { 200: topMedicationsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: { topMedications: catalogue.listTopMedications(request.query) },
    }),
  );

  app.get(
    '/medications/index/:letter',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['catalog'],
        summary: 'Every medication starting with a letter (0 for digits), alphabetical',
        params: medicationIndexParamsSchema,
        response: { 200: medicationIndexResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const letter = request.params.letter.toLowerCase();
      return {
        result: { letter, medicationsByLetter: catalogue.listMedicationsByLetter(letter) },
      };
    },
  );
};

/** A failing search is logged and answers no results: the search box must keep working. */
function searchSafely(
  catalogue: CatalogueIndex,
  query: { name: string; limit: number },
  log: FastifyBaseLogger,
): SearchResult[] {
  try {
    return catalogue.search(query.name, query.limit);
  } catch (error) {
    log.error({ err: error, term: query.name }, 'medication search failed');
    return [];
  }
}

function requireDrug(catalogue: CatalogueIndex, slug: string): CatalogueDrug {
  const drug = catalogue.getDrugBySlug(slug);
  if (!drug) throw createNotFoundError(MEDICATION_NOT_FOUND);
  return drug;
}

/** The dosage `medId` of the drug at `slug`, when `quantity` may be asked for it. */
function requireQuantity(
  catalogue: CatalogueIndex,
  slug: string,
  medId: number,
  quantity: number,
): CatalogueMedication {
  const drug = requireDrug(catalogue, slug);
  const medication = catalogue.getMedication(medId);
  if (!medication || medication.medNameId !== drug.medNameId) {
    throw createNotFoundError(MEDICATION_NOT_FOUND);
  }
  if (!medication.isCustomQuantityAllowed && !medication.quantities.includes(quantity)) {
    throw createValidationError({ qty: [QUANTITY_MESSAGES.notAllowed] });
  }
  return medication;
}
