/**
 * The page's entry. A page the server rendered is readable as its HTML arrives; the app that
 * makes it respond is fetched once that first paint is on screen, so on a slow connection its
 * download never holds the paint back nor shares the bandwidth the paint waits for. Any other
 * page (its root is empty until the app draws it) starts the app at once.
 */
import '../styles.css';
import { yieldToBrowser } from '@/lib/scheduling';
import { whenFirstContentPainted } from './first-paint';

/**
 * React's DOM renderer is evaluated first, on its own, then the rest of the app: two shorter
 * tasks instead of one long one that would hold a tap on the page back.
 */
async function startApp(rootElement: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  const app = await import('./main');
  await app.startApp(rootElement);
}

const rootElement = document.getElementById('root');
if (rootElement) whenFirstContentPainted(rootElement, () => void startApp(rootElement));
