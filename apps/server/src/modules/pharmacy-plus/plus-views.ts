import type {
  PartnerAddress,
  PartnerPharmacy,
  ReveriePatient,
  ReveriePrescription,
  ReveriePrice,
} from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import type {
  PartnerPatientRow,
  PartnerPharmacyRow,
  PartnerPrescriptionPriceRow,
  PartnerPrescriptionRow,
} from '../../db/schema/index';
import { formatDisplayQuantity, type CatalogueIndex } from '../catalog/index';
import { isAutoRefillCancelReason } from './plus-reasons';
import type { PrescriptionWithPrices } from './patient-repository';

/** "(•••) •••-1234" */
export function maskPhone(tenDigits: string): string {
  return `(•••) •••-${tenDigits.slice(-4)}`;
}

export function toMoney(amountCents: number) {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

export function toPharmacy(row: PartnerPharmacyRow): PartnerPharmacy {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
  };
}

export function toPatientAddress(row: PartnerPatientRow): PartnerAddress {
  return {
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
  };
}

export function toPatient(
  row: PartnerPatientRow,
  pharmacy: PartnerPharmacyRow | null,
): ReveriePatient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fillwellAccountId: row.accountId,
    maskedPhone: maskPhone(row.mobileNumber),
    pharmacy: pharmacy ? toPharmacy(pharmacy) : null,
    address: toPatientAddress(row),
  };
}

/** The drug as the catalogue names it; a medication gone from the catalogue keeps a plain name. */
export function describeDrug(catalogue: CatalogueIndex, medNameId: number, medId: number) {
  const drug = catalogue.getDrug(medNameId);
  const medication = catalogue.getMedication(medId);
  if (!drug || !medication) {
    return { slug: '', name: 'Medication', description: '', form: '', pricingUnit: 'EA' as const };
  }
  const description = `${medication.displayDosage} ${medication.displayForm.toLowerCase()}`;
  return {
    slug: drug.slug,
    name: `${drug.name} ${description}`,
    description,
    form: medication.form,
    pricingUnit: medication.pricingUnit,
  };
}

export function toPrices(
  catalogue: CatalogueIndex,
  prescription: PartnerPrescriptionRow,
  prices: readonly PartnerPrescriptionPriceRow[],
): ReveriePrice[] {
  const drug = describeDrug(catalogue, prescription.medNameId, prescription.medId);
  return prices.map((price) => ({
    id: price.id,
    price: toMoney(price.amountCents),
    quantity: price.quantity,
    daysSupply: price.daysSupply,
    label: `${price.daysSupply}-day supply (${formatDisplayQuantity(drug.form, drug.pricingUnit, price.quantity)})`,
  }));
}

/** Refills left and not expired. */
export function isPrescriptionOrderable(row: PartnerPrescriptionRow, today: string): boolean {
  return row.refillsRemaining > 0 && (row.expiresOn === null || row.expiresOn >= today);
}

export function toPrescription(
  catalogue: CatalogueIndex,
  { prescription, prices }: PrescriptionWithPrices,
  today: string,
): ReveriePrescription {
  const drug = describeDrug(catalogue, prescription.medNameId, prescription.medId);
  const cancelCode = prescription.cancelReasonCode;
  return {
    id: prescription.id,
    rxNumber: prescription.rxNumber,
    prescriberName: prescription.prescriberName,
    drugDetail: {
      medNameId: prescription.medNameId,
      medId: prescription.medId,
      slug: drug.slug,
      name: drug.name,
      description: drug.description,
    },
    refillDetails: {
      refillsRemaining: prescription.refillsRemaining,
      lastFilledOn: prescription.lastFilledOn,
      expiresOn: prescription.expiresOn,
      isAutoRefillEligible: prescription.isAutoRefillEligible,
      enrolledInAutorefill: prescription.enrolledInAutorefill,
      consumerRefillDate: prescription.enrolledInAutorefill
        ? prescription.consumerRefillDate
        : null,
      cancelReason:
        cancelCode && isAutoRefillCancelReason(cancelCode)
          ? { code: cancelCode, fullReason: prescription.cancelReasonText }
          : null,
    },
    prices: toPrices(catalogue, prescription, prices),
    isOrderable: isPrescriptionOrderable(prescription, today) && prices.length > 0,
  };
}
