import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** One row per med name, generic or brand. */
export const drugs = pgTable(
  'drugs',
  {
    medNameId: integer('med_name_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    genericName: text('generic_name').notNull(),
    isBrand: boolean('is_brand').notNull(),
    genericMedNameId: integer('generic_med_name_id').references((): AnyPgColumn => drugs.medNameId),
    drugClass: text('drug_class').notNull(),
    commonUses: text('common_uses').notNull(),
    category: text('category').notNull(),
    popularityRank: integer('popularity_rank').notNull(),
    deaSchedule: text('dea_schedule'),
    isOpioid: boolean('is_opioid').notNull().default(false),
    promoExclusion: text('promo_exclusion'),
    telemedConditions: text('telemed_conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSynthetic: boolean('is_synthetic').notNull().default(false),
  },
  (table) => [
    index('drugs_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('drugs_generic_med_name_id_idx').on(table.genericMedNameId),
  ],
);

/** One row per strength of a drug's form (the medId). */
export const medications = pgTable(
  'medications',
  {
    medId: integer('med_id').primaryKey(),
    medNameId: integer('med_name_id')
      .notNull()
      .references(() => drugs.medNameId),
    form: text('form').notNull(),
    displayForm: text('display_form').notNull(),
    strength: text('strength').notNull(),
    displayDosage: text('display_dosage').notNull(),
    pricingUnit: text('pricing_unit').notNull(),
    /** Acquisition cost per pricing unit in millionths of a dollar, so price math stays integer. */
    unitCostMicrodollars: bigint('unit_cost_microdollars', { mode: 'number' }).notNull(),
    costSource: text('cost_source').notNull(),
    quantities: integer('quantities').array().notNull(),
    defaultQuantity: integer('default_quantity').notNull(),
    isCustomQuantityAllowed: boolean('is_custom_quantity_allowed').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('medications_med_name_id_idx').on(table.medNameId, table.sortOrder)],
);

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: text('id').primaryKey(),
    npi: text('npi').notNull().unique(),
    name: text('name').notNull(),
    chainShortName: text('chain_short_name').notNull(),
    chainFormattedName: text('chain_formatted_name').notNull(),
    networkIds: integer('network_ids').array().notNull(),
    isSupersaver: boolean('is_supersaver').notNull(),
    isPreferred: boolean('is_preferred').notNull(),
    isDelivery: boolean('is_delivery').notNull(),
    isMailOrder: boolean('is_mail_order').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    fax: text('fax'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    index('pharmacies_earth_idx').using('gist', sql`ll_to_earth(${table.lat}, ${table.lng})`),
    index('pharmacies_zip_code_idx').on(table.zipCode),
    index('pharmacies_chain_short_name_idx').on(table.chainShortName),
  ],
);

export const prescribers = pgTable(
  'prescribers',
  {
    providerId: integer('provider_id').primaryKey(),
    npi: text('npi').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    credential: text('credential').notNull(),
    specialty: text('specialty').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    index('prescribers_full_name_trgm_idx').using(
      'gin',
      sql`lower(${table.fullName}) gin_trgm_ops`,
    ),
  ],
);

export const zipCodes = pgTable(
  'zip_codes',
  {
    zipCode: text('zip_code').primaryKey(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('zip_codes_state_code_idx').on(table.stateCode)],
);

export const allergens = pgTable(
  'allergens',
  {
    allergenId: integer('allergen_id').primaryKey(),
    description: text('description').notNull(),
    /** 1 = drug ingredient or class, 2 = food, 3 = environmental. */
    allergenIdTypeCode: integer('allergen_id_type_code').notNull(),
  },
  (table) => [
    index('allergens_description_trgm_idx').using(
      'gin',
      sql`lower(${table.description}) gin_trgm_ops`,
    ),
  ],
);

export const medicalConditions = pgTable(
  'medical_conditions',
  {
    /** ICD-10-CM code with the dot, e.g. E11.9. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
  },
  (table) => [
    index('medical_conditions_description_trgm_idx').using(
      'gin',
      sql`lower(${table.description}) gin_trgm_ops`,
    ),
  ],
);

export const telemedConditions = pgTable('telemed_conditions', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  consultationType: text('consultation_type').notNull(),
  minAge: integer('min_age').notNull(),
  /** 99 means "and over". */
  maxAge: integer('max_age').notNull(),
  eligibleStates: text('eligible_states').array().notNull(),
  maleEligible: boolean('male_eligible').notNull(),
  femaleEligible: boolean('female_eligible').notNull(),
  description: text('description').notNull(),
  treatmentType: text('treatment_type').notNull(),
});

/** What the reference-data seeder loaded, one row per dataset. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  version: text('version').notNull(),
  scale: text('scale').notNull(),
  rowCounts: jsonb('row_counts').$type<Record<string, number>>().notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
