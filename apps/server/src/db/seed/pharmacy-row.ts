import type { pharmacies } from '../schema/catalog';

/** A complete pharmacies row as the seeders and the importer produce it. */
export type PharmacyRow = Required<typeof pharmacies.$inferInsert>;
