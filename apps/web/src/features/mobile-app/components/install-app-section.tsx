import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { isRunningAsInstalledApp, useInstallPrompt } from './use-install-prompt';

const INSTALL_STEPS = [
  { device: 'iPhone (Safari)', steps: 'tap Share, then Add to Home Screen.' },
  { device: 'Android (Chrome)', steps: 'tap the ⋮ menu, then Install app or Add to Home screen.' },
] as const;

/** For the phone that opened the texted link: add the app to the home screen. */
export function InstallAppSection() {
  const install = useInstallPrompt();
  return (
    <section
      aria-labelledby="install-app-title"
      className="rounded-3xl border border-slate-200 p-6"
    >
      <h2 id="install-app-title" className="text-xl font-bold text-ink">
        Opened the link on your phone?
      </h2>
      {isRunningAsInstalledApp() ? (
        <p className="mt-2 text-muted">You are using the {PRODUCT.name} app. You are all set.</p>
      ) : (
        <>
          <p className="mt-2 text-muted">
            The {PRODUCT.name} app installs from this page straight to your home screen, with no app
            store in between.
          </p>
          {install ? (
            <Button onClick={install} className="mt-4 w-full sm:w-auto">
              Install the {PRODUCT.name} app
            </Button>
          ) : null}
          <ul className="mt-4 space-y-2 text-ink">
            {INSTALL_STEPS.map(({ device, steps }) => (
              <li key={device}>
                <strong className="font-semibold">On an {device}:</strong> {steps}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
