import { cleanup, configure } from '@testing-library/react';

// Screens are lazy routes: the first render of one imports (and, under the test runner, compiles)
// its whole module graph, which takes well over the default 1 s on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Test files share their worker's DOM: nothing one stores may reach the next. The server
  // renderer's tests run without a browser environment.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
