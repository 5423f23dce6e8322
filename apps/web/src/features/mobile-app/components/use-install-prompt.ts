import { useEffect, useState } from 'react';

/** The browser's offer to install the web app (Chromium's `beforeinstallprompt` event). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

/** Whether the page runs as the installed app (opened from the home screen). */
export function isRunningAsInstalledApp(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

/**
 * Installs the app through the browser's offer made while this page is open; null when there is
 * none (Safari never makes one). An offer can be shown once, so it is dropped once used.
 */
export function useInstallPrompt(): (() => void) | null {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const keepOffer = (event: Event) => {
      if (!isInstallPromptEvent(event)) return;
      event.preventDefault();
      setOffer(event);
    };
    const dropOffer = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keepOffer);
    window.addEventListener('appinstalled', dropOffer);
    return () => {
      window.removeEventListener('beforeinstallprompt', keepOffer);
      window.removeEventListener('appinstalled', dropOffer);
    };
  }, []);
  if (!offer) return null;
  return () => {
    setOffer(null);
    void offer.prompt();
  };
}
