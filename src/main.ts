/**
 * Composition root: defines the app element (`<rs-app>` in index.html).
 * The service worker and durable storage come with the offline issue.
 */
import './ui/components/rs-app.ts';
