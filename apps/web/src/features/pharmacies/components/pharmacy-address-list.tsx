import type { Pharmacy } from '@fillwell/contracts';

/** Pharmacies by name, each with its street address and phone number. */
export function PharmacyAddressList({ pharmacies }: { pharmacies: readonly Pharmacy[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {pharmacies.map((pharmacy) => {
        const { address } = pharmacy.location;
        return (
          <li key={pharmacy.location.id} className="py-3">
            <p className="font-semibold text-ink">{pharmacy.name}</p>
            <p className="text-sm text-muted">
              {address.street1}, {address.city}, {address.state} {address.zipCode} ·{' '}
              {pharmacy.location.phone}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
