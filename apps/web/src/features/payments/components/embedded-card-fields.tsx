import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import {
  CARD_BRANDS,
  detectCardBrand,
  getCardBrandInfo,
  getCardNumberMaskPattern,
} from '@fillwell/domain';
import type { IMask } from 'react-imask';
import { MaskedTextField, type MaskOptions } from '@/components/ui/masked-text-field';
import type { CardFormValues } from '../card-form-rules';

type DynamicMasked = InstanceType<typeof IMask.MaskedDynamic>;

/** Digits grouped as the brand prints them (4-6-5 for amex, 4-4-4-4 for most), by prefix. */
const CARD_NUMBER_MASK: MaskOptions = {
  mask: [
    ...CARD_BRANDS.map((brand) => ({ mask: getCardNumberMaskPattern(brand) })),
    { mask: getCardNumberMaskPattern(null) },
  ],
  dispatch: (appended: string, masked: DynamicMasked) => {
    const brand = detectCardBrand(`${masked.value}${appended}`.replace(/\D/g, ''));
    return masked.compiledMasks[brand ? CARD_BRANDS.indexOf(brand) : CARD_BRANDS.length];
  },
};

const EXPIRY_MASK: MaskOptions = { mask: '00/00' };
const CVC_MASK: MaskOptions = { mask: '0000' };

interface EmbeddedCardFieldsProps {
  control: Control<CardFormValues>;
  errors: FieldErrors<CardFormValues>;
}

/** Number, expiry and CVC typed into the page; sent only to the card gateway. */
export function EmbeddedCardFields({ control, errors }: EmbeddedCardFieldsProps) {
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const brand = detectCardBrand(cardNumber);
  return (
    <>
      <MaskedTextField
        control={control}
        name="cardNumber"
        mask={CARD_NUMBER_MASK}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        hint={brand ? getCardBrandInfo(brand).displayName : undefined}
        error={errors.cardNumber?.message}
      />
      <div className="grid grid-cols-2 gap-4">
        <MaskedTextField
          control={control}
          name="cardExpiry"
          mask={EXPIRY_MASK}
          label="Expiration (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.cardExpiry?.message}
        />
        <MaskedTextField
          control={control}
          name="cardCvc"
          mask={CVC_MASK}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          error={errors.cardCvc?.message}
        />
      </div>
    </>
  );
}
