import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const zipCodes = pgTable('zip_codes', {
  zipCode: text('zip_code').primaryKey(),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  population: integer('population'),
});
