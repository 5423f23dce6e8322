import { useId } from 'react';
import type { CategoryPrices } from '@fillwell/contracts';
import { PRICE_CATEGORIES, PRICE_CATEGORY_LABELS, type PriceCategory } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';
import { PRICE_CATEGORY_DESCRIPTIONS } from '../price-content';
import { findLowestCategory } from '../price-rules';

interface PriceCardsProps {
  legend: string;
  prices: CategoryPrices;
  selected: PriceCategory;
  onSelect: (category: PriceCategory) => void;
}

/** The four price types as choices; the lowest is marked. */
export function PriceCards({ legend, prices, selected, onSelect }: PriceCardsProps) {
  const groupName = useId();
  const lowest = findLowestCategory(prices);
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PRICE_CATEGORIES.map((category) => {
          const isSelected = category === selected;
          const isLowest = category === lowest;
          const id = `${groupName}-${category}`;
          return (
            <label
              key={category}
              data-category={category}
              className={`relative flex cursor-pointer flex-col rounded-2xl border-2 p-4 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-900 ${
                isSelected ? 'border-brand-800 bg-brand-50' : 'border-slate-200 bg-white'
              }`}
            >
              <input
                type="radio"
                name={groupName}
                value={category}
                checked={isSelected}
                onChange={() => onSelect(category)}
                aria-labelledby={`${id}-label ${id}-price`}
                aria-describedby={isLowest ? `${id}-lowest ${id}-about` : `${id}-about`}
                className="sr-only"
              />
              {isSelected ? (
                <CheckIcon className="absolute top-3 right-3 size-5 text-brand-800" />
              ) : null}
              {isLowest ? (
                <span
                  id={`${id}-lowest`}
                  className="mb-2 self-start rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink"
                >
                  Lowest price
                </span>
              ) : null}
              <span id={`${id}-label`} className="font-semibold text-ink">
                {PRICE_CATEGORY_LABELS[category]}
              </span>
              <span id={`${id}-price`} className="mt-1 text-2xl font-extrabold text-ink">
                {prices[category].displayValue}
              </span>
              <span id={`${id}-about`} className="mt-1 text-sm text-muted">
                {PRICE_CATEGORY_DESCRIPTIONS[category]}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
