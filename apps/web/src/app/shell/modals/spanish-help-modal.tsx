import { PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import type { ModalContentProps } from './modal-registry';

export default function SpanishHelpModal({ onClose }: ModalContentProps) {
  return (
    <Modal title="Ayuda en español" isOpen onClose={onClose}>
      <div lang="es" className="space-y-3 text-ink">
        <p>
          ¿Prefiere hablar en español? Llámenos y pida un representante que hable español. Le
          ayudamos a encontrar el precio más bajo para su receta, con o sin seguro.
        </p>
        <p className="text-sm text-muted">
          Lunes a viernes de 8AM a 10PM ET; sábado y domingo de 9AM a 7PM ET.
        </p>
        <a href={PRODUCT.supportPhoneHref} className={`${BUTTON_STYLES.primary} w-full`}>
          Llamar al {PRODUCT.supportPhone}
        </a>
      </div>
    </Modal>
  );
}
