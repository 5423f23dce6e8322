import { useState } from 'react';
import type { TransferSource } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { describeTransferPharmacy, type TransferChoice } from '../transfer-rx-rules';
import { PharmacySearchModal } from './pharmacy-search-modal';
import { ProviderSearchModal } from '@/features/providers';

interface TransferSourcePickerProps {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  choice: TransferChoice;
  /** "Already at Fillwell" only for people whose earlier orders were delivered by us. */
  isBhpOffered: boolean;
  onChange: (choice: TransferChoice) => void;
}

const SOURCE_LABELS: Record<TransferSource, string> = {
  pharmacy: 'Another pharmacy',
  provider: "My doctor's office",
  user: 'My doctor will send it',
  bhp: `Already at ${PRODUCT.name}`,
};

function isTransferSource(value: string): value is TransferSource {
  return value in SOURCE_LABELS;
}

/** Where one prescription (or all of them) comes from, with the pharmacy or doctor searches. */
export function TransferSourcePicker(props: TransferSourcePickerProps) {
  const { legend, name, choice, isBhpOffered, onChange } = props;
  const [openSearch, setOpenSearch] = useState<'pharmacy' | 'provider' | null>(null);
  const sources = (Object.keys(SOURCE_LABELS) as TransferSource[]).filter(
    (source) => source !== 'bhp' || isBhpOffered,
  );

  function chooseSource(value: string) {
    if (!isTransferSource(value)) return;
    onChange({ ...choice, source: value });
    if (value === 'pharmacy' && !choice.pharmacy) setOpenSearch('pharmacy');
    if (value === 'provider' && !choice.provider) setOpenSearch('provider');
  }

  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend={legend}
        legendSize="lg"
        layout="column"
        name={name}
        value={choice.source}
        onChange={chooseSource}
        options={sources.map((source) => ({ value: source, label: SOURCE_LABELS[source] }))}
      />
      {choice.source === 'pharmacy' ? (
        <ChosenSource
          chosen={choice.pharmacy ? describeTransferPharmacy(choice.pharmacy) : null}
          findLabel="Find your pharmacy"
          changeLabel="Change pharmacy"
          onFind={() => setOpenSearch('pharmacy')}
        />
      ) : null}
      {choice.source === 'provider' ? (
        <ChosenSource
          chosen={choice.provider?.fullName ?? null}
          findLabel="Find your doctor"
          changeLabel="Change doctor"
          onFind={() => setOpenSearch('provider')}
        />
      ) : null}
      {openSearch === 'pharmacy' ? (
        <PharmacySearchModal
          onClose={() => setOpenSearch(null)}
          onChoose={(pharmacy) => {
            onChange({ ...choice, source: 'pharmacy', pharmacy });
            setOpenSearch(null);
          }}
        />
      ) : null}
      {openSearch === 'provider' ? (
        <ProviderSearchModal
          onClose={() => setOpenSearch(null)}
          onChoose={(provider) => {
            onChange({ ...choice, source: 'provider', provider });
            setOpenSearch(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface ChosenSourceProps {
  chosen: string | null;
  findLabel: string;
  changeLabel: string;
  onFind: () => void;
}

function ChosenSource({ chosen, findLabel, changeLabel, onFind }: ChosenSourceProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 pl-1">
      {chosen ? <p className="text-ink">From {chosen}</p> : null}
      <Button variant="secondary" onClick={onFind}>
        {chosen ? changeLabel : findLabel}
      </Button>
    </div>
  );
}
