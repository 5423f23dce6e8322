/**
 * The page's entry. A page the server rendered is readable as its HTML arrives; the app that
 * makes it respond is fetched once that first paint is on screen, so on a slow connection its
 * download never holds the paint back nor shares the bandwidth the paint waits for. Any other
 * page (its root is empty until the app draws it) starts the app at once.
 */
import '../styles.css';
import { whenFirstContentPainted } from './first-paint';

function startApp(rootElement: HTMLElement): void {
  void import('./main').then((app) => app.startApp(rootElement));
}

const rootElement = document.getElementById('root');
if (rootElement) whenFirstContentPainted(rootElement, () => startApp(rootElement));
