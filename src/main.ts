/**
 * Composition root: loads the styles and defines the app element (`<rs-app>` in index.html).
 * The service worker and durable storage come with the offline issue.
 */
import './ui/styles/app.css';
import './ui/components/rs-app.ts';
