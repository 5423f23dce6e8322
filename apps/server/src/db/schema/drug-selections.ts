import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './session';

/** The dosage, quantity and price category a visitor last chose on a drug page, per session. */
export const drugSelections = pgTable(
  'drug_selections',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    medNameId: integer('med_name_id').notNull(),
    medId: integer('med_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCategory: text('price_category').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.medNameId] })],
);
export type DrugSelectionRow = typeof drugSelections.$inferSelect;
