// A browser's globals (document, window, localStorage …) for a screen test: its first import.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1366, height: 768 });
