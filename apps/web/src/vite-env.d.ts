interface ImportMetaEnv {
  /** The version of the answers' shapes (vite.config.ts `dataVersion`); unset in tests. */
  readonly VITE_APP_VERSION?: string;
}
