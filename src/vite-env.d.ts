/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The app's version, defined by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
}
