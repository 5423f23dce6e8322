import type { DrugDetail, Price } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { JsonLd } from '@/components/ui/json-ld';

interface DrugDataProps {
  detail: DrugDetail;
  /** The shown dosage and quantity's prices, one per category. */
  prices: readonly Price[];
  displayQuantity: string;
}

/** The drug and its lowest and highest price, as schema.org Drug data for search engines. */
export function DrugData({ detail, prices, displayQuantity }: DrugDataProps) {
  const amounts = prices.map((price) => price.amountCents);
  if (amounts.length === 0) return null;
  const toDollars = (cents: number) => (cents / 100).toFixed(2);
  return (
    <JsonLd
      data={{
        '@type': 'Drug',
        name: detail.name,
        nonProprietaryName: detail.genericName,
        isProprietary: detail.isBrand,
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'USD',
          lowPrice: toDollars(Math.min(...amounts)),
          highPrice: toDollars(Math.max(...amounts)),
          offerCount: amounts.length,
          description: `${displayQuantity} through ${PRODUCT.name}`,
        },
      }}
    />
  );
}
