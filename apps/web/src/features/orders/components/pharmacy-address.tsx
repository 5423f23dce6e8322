import type { ReactNode } from 'react';
import type { Order } from '@fillwell/contracts';

export type OrderPharmacy = NonNullable<Order['pharmacy']>;

interface PharmacyAddressProps {
  pharmacy: OrderPharmacy;
  className?: string;
  /** What the card adds below the address (a phone link, the NPI). */
  children?: ReactNode;
}

/** A pickup pharmacy's name and street address. */
export function PharmacyAddress({ pharmacy, className = '', children }: PharmacyAddressProps) {
  const { name, address } = pharmacy;
  return (
    <address className={`flex flex-col text-ink not-italic ${className}`}>
      <span className="font-semibold">{name}</span>
      <span>{address.street1}</span>
      {address.street2 ? <span>{address.street2}</span> : null}
      <span>
        {address.city}, {address.state} {address.zipCode}
      </span>
      {children}
    </address>
  );
}
