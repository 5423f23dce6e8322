import type { Consultation } from '@fillwell/contracts';
import {
  buildVisitLink,
  CONSULTATION_CREATION_STATUSES,
  CONSULTATION_STATUSES,
  type ConsultationCreationStatus,
  type ConsultationStatus,
} from '@fillwell/domain';
import type { ConsultationRow, OrderItemRow, VisitRecordRow } from '../../db/schema/index';
import { toMoney } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';

/** What a consultation's view reads besides its own row. */
export interface ConsultationViewContext {
  catalogue: CatalogueIndex;
  conditionNames: ReadonlyMap<string, string>;
  items: ReadonlyMap<string, OrderItemRow>;
  records: ReadonlyMap<string, VisitRecordRow>;
}

export function readConsultationStatus(value: string): ConsultationStatus {
  return (CONSULTATION_STATUSES as readonly string[]).includes(value)
    ? (value as ConsultationStatus)
    : 'incomplete';
}

/** Anything else stored (e.g. an empty string) is the spec's "empty". */
export function readCreationStatus(value: string): ConsultationCreationStatus {
  return (CONSULTATION_CREATION_STATUSES as readonly string[]).includes(value)
    ? (value as ConsultationCreationStatus)
    : null;
}

/** A condition slug as words, when the condition is not in the table. */
function humanizeSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeCondition(slug: string, names: ReadonlyMap<string, string>) {
  return { slug, name: names.get(slug) ?? humanizeSlug(slug) };
}

/** The order item's name and strength, else the catalogue's name of the drug. */
export function describeMedication(
  row: ConsultationRow,
  item: OrderItemRow | undefined,
  catalogue: CatalogueIndex,
): Consultation['medication'] {
  if (item) {
    return {
      medNameId: item.medNameId,
      name: item.formattedName,
      description: item.formattedDescription,
    };
  }
  const drug = catalogue.getDrug(row.medNameId);
  return drug ? { medNameId: drug.medNameId, name: drug.name, description: '' } : null;
}

export function toConsultationView(
  row: ConsultationRow,
  context: ConsultationViewContext,
): Consultation {
  const item = row.orderItemId ? context.items.get(row.orderItemId) : undefined;
  const record = context.records.get(row.id);
  return {
    consultationId: row.id,
    creationStatus: readCreationStatus(row.creationStatus),
    link: buildVisitLink(row.id),
    status: { value: readConsultationStatus(row.status) },
    condition: describeCondition(row.condition, context.conditionNames),
    medication: describeMedication(row, item, context.catalogue),
    orderId: row.orderId,
    pharmacyId: row.pharmacyId,
    fee: toMoney(row.feeCents),
    createdOn: row.createdAt.toISOString(),
    submittedOn: record?.submittedAt?.toISOString() ?? null,
    reviewedOn: record?.reviewedAt?.toISOString() ?? null,
  };
}
