import { useState } from 'react';
import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FillwellCardAppModal, TextAppLinkForm } from '@/features/mobile-app';

/** Keep the card on the phone: "Text me the app", and the fillwell-card-app prompt. */
export function CardAppPrompt() {
  const [isModalOpen, setIsModalOpen] = useState(false);
  return (
    <section
      aria-labelledby="card-app"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="card-app" className="text-xl font-bold text-ink">
        Keep your card on your phone
      </h2>
      <TextAppLinkForm />
      <Button variant="quiet" className="-ml-3" onClick={() => setIsModalOpen(true)}>
        Why use the {PRODUCT.name} app?
      </Button>
      <FillwellCardAppModal isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} />
    </section>
  );
}
